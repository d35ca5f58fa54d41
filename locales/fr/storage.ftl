# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Ce navigateur ne permet pas d'enregistrer quoi que ce soit sur cet appareil : tu peux t'entraîner, mais tes sessions et tes réglages seront perdus à la fermeture de la page.
notice-storage-full = Il n'y a plus de place pour enregistrer dans ce navigateur : tu peux continuer à t'entraîner, mais ce que tu feras désormais ne sera pas enregistré.

# Progress page
progress-best-of = Meilleur résultat : { $best } sur { $of }
progress-best-timed = Meilleur résultat : { $best ->
    [one] { $best } bonne réponse
   *[other] { $best } bonnes réponses
} en { $seconds } secondes
progress-labelled = { $label } : { $value }
progress-heat-none = aucune
progress-heat-count = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
progress-no-mistakes = aucune

# Settings page, where storage is refused
settings-not-saved = Tes réglages ne peuvent pas être enregistrés dans ce navigateur : ils valent jusqu'à la fermeture de la page.
