# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Aquest navegador no deixa desar res en aquest dispositiu: pots practicar, però les teves rondes i la configuració es perdran quan tanquis la pàgina.
notice-storage-full = Ja no queda espai per desar en aquest navegador: pots continuar practicant, però el que facis a partir d'ara no es desarà.

# Progress page
progress-best-of = Millor resultat: { $best } de { $of }
progress-best-timed = Millor resultat: { $best ->
    [one] { $best } encert
   *[other] { $best } encerts
} en { $seconds } segons
progress-labelled = { $label }: { $value }
progress-heat-none = cap
progress-heat-count = { $count ->
    [one] { $count } casella
   *[other] { $count } caselles
}
progress-no-mistakes = cap

# Settings page, where storage is refused
settings-not-saved = En aquest navegador la configuració no es pot desar: val fins que tanquis la pàgina.
