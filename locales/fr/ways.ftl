# Brief `ways` (issue 33): page titles, moves in words, offline and install, the teachers' entry.
# A page's title: its main heading, then the app's name ("Find the square — Escaque").
nav-page-title = { $page } — { $app }
# The move on a board, in words for a screen reader: its piece (with its side), from, to.
board-move-words = Coup joué : { $piece } de { $from } à { $to }{ $promotion ->
    [none] {""}
   *[other] , promu en { $promotion }
}{ $check ->
    [check] , échec
    [mate] , échec et mat
   *[none] {""}
}.
home-offline = Fonctionne sans internet après la première visite, sur téléphone aussi.
home-install = Installer comme application
home-teachers-title = Pour les enseignants
home-teachers-intro = Partagez un exercice par un lien ou un code QR, lisez les codes de résultat de la classe, imprimez des fiches.
home-teachers-open = Outils pour les enseignants
