# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = This browser does not let Escaque save anything on this device: you can practise, but your runs and settings will be lost when you close the page.
notice-storage-full = There is no room left to save in this browser: you can keep practising, but what you do from now on will not be saved.
