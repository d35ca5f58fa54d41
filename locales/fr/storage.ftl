# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Ce navigateur ne permet pas d'enregistrer quoi que ce soit sur cet appareil : vous pouvez vous entraîner, mais vos sessions et vos réglages seront perdus à la fermeture de la page.
notice-storage-full = Il n'y a plus de place pour enregistrer dans ce navigateur : vous pouvez continuer à vous entraîner, mais ce que vous ferez désormais ne sera pas enregistré.
