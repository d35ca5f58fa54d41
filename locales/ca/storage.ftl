# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Aquest navegador no deixa desar res en aquest dispositiu: pots practicar, però les teves rondes i la configuració es perdran quan tanquis la pàgina.
notice-storage-full = Ja no queda espai per desar en aquest navegador: pots continuar practicant, però el que facis a partir d'ara no es desarà.
