## De cursus Braziliaans dammen (crates/damier-learn/courses/brazilian.toml): per les een titel,
## wat de les in een of twee zinnen leert, de regel in één zin (voor het venster Spelregels) en een
## opdracht per stelling.

lesson-brazilian-men-title = Het bord en de schijven
lesson-brazilian-men-text = Braziliaans dammen is internationaal dammen op een kleiner bord: de 32 donkere velden van een bord van 8 bij 8, genummerd van 1 tot 32 vanaf boven. Je schijven (wit) gaan omhoog, naar de velden 1 tot 4: één veld schuin vooruit, naar een vrij veld.
lesson-brazilian-men-rule = Een schijf zet één veld schuin vooruit, naar een vrij veld.
lesson-brazilian-men-task-1 = Zet de schijf op 22 één veld vooruit.
lesson-brazilian-men-task-2 = Je eigen schijf op 17 staat in de weg: speel de schijf op 22.

lesson-brazilian-capture-title = Slaan
lesson-brazilian-capture-text = Een schijf slaat een vijandelijk stuk dat schuin naast hem staat door eroverheen te springen, naar het vrije veld er direct achter. Schijven zetten alleen vooruit, maar ze slaan vooruit én achteruit.
lesson-brazilian-capture-rule = Een schijf slaat door schuin over een vijandelijk stuk naast hem te springen, vooruit of achteruit.
lesson-brazilian-capture-task-1 = Sla de zwarte schijf.
lesson-brazilian-capture-task-2 = Sla nog een keer, nu achteruit.

lesson-brazilian-compulsory-title = Slaan is verplicht
lesson-brazilian-compulsory-text = Als je kunt slaan, moet je slaan, ook als het je een stuk kost. Voor je tegenstander geldt hetzelfde: je kunt dus een schijf aanbieden die Zwart moet slaan.
lesson-brazilian-compulsory-rule = Als je kunt slaan, moet je slaan.
lesson-brazilian-compulsory-task-1 = Speel de zet die je moet spelen, en kijk hoe Zwart terugslaat.
lesson-brazilian-compulsory-task-2 = Bied Zwart een schijf aan die Zwart moet slaan, en sla er dan zelf twee.

lesson-brazilian-multiple-title = De meerslag
lesson-brazilian-multiple-text = Kan hetzelfde stuk na een sprong opnieuw springen, dan moet het doorslaan, en het mag daarbij van richting veranderen. De zet is pas voorbij als er niets meer te slaan valt.
lesson-brazilian-multiple-rule = Een slag gaat door zolang het slaande stuk nog kan springen.
lesson-brazilian-multiple-task-1 = Sla alle drie de zwarte schijven in één zet.

lesson-brazilian-turkish-title = Geslagen stukken gaan er pas aan het eind af
lesson-brazilian-turkish-text = De stukken die je slaat blijven op het bord staan tot de hele slag voorbij is, en over geen enkel stuk mag je twee keer springen. Een slag kan zelfs eindigen op het veld waar hij begon.
lesson-brazilian-turkish-rule = Geslagen stukken gaan pas van het bord als de slag voorbij is, en over geen stuk wordt twee keer gesprongen.
lesson-brazilian-turkish-task-1 = Sla alle vier de schijven en kom terug op 26.

lesson-brazilian-majority-title = Sla zoveel mogelijk
lesson-brazilian-majority-text = Zijn er meerdere slagen mogelijk, dan moet je de slag kiezen die de meeste stukken slaat. Een dam telt als één stuk, net als een schijf; slaan twee slagen er evenveel, dan kies je zelf.
lesson-brazilian-majority-rule = Je moet de slag spelen die de meeste stukken slaat; een dam telt als één.
lesson-brazilian-majority-task-1 = Sla zoveel stukken als je moet.
lesson-brazilian-majority-task-2 = De dam telt maar als één stuk: sla zoveel stukken als je moet.
lesson-brazilian-majority-task-3 = Beide slagen leveren twee stukken op: kies er zelf een.

lesson-brazilian-crowning-title = Dam halen
lesson-brazilian-crowning-text = Een schijf die zijn zet beëindigt op de achterste rij aan de overkant (de velden 1 tot 4 voor Wit) wordt dam. Een schijf die daar tijdens een slag alleen langskomt, blijft een schijf.
lesson-brazilian-crowning-rule = Een schijf wordt alleen dam als hij zijn zet op de overkant beëindigt.
lesson-brazilian-crowning-task-1 = Haal dam met deze schijf.
lesson-brazilian-crowning-task-2 = Sla, en let op: de schijf raakt de overkant, maar blijft daar niet staan.

lesson-brazilian-king-title = De dam
lesson-brazilian-king-text = Een dam gaat zoveel vrije velden als hij wil langs een diagonaal, vooruit of achteruit. Hij slaat een stuk op elke afstand op een diagonaal en mag landen op elk vrij veld erachter; maar kan hij vanaf sommige van die velden verder slaan, dan moet hij op een daarvan landen.
lesson-brazilian-king-rule = Een dam vliegt langs de diagonalen en slaat op afstand.
lesson-brazilian-king-task-1 = Zet de dam in één zet naar 29.
lesson-brazilian-king-task-2 = Sla met de dam, en land waar je wilt.
lesson-brazilian-king-task-3 = Sla met de dam, en land waar hij verder kan slaan.

lesson-brazilian-winning-title = Hoe je wint
lesson-brazilian-winning-text = Je wint als je tegenstander geen zet meer kan doen: omdat je al zijn stukken hebt geslagen, of omdat alle stukken die hij nog heeft vastzitten. Op dit kleine bord is opsluiten een echte manier om te winnen.
lesson-brazilian-winning-rule = Wie geen zet meer kan doen, verliest: al zijn stukken zijn geslagen, of ze zitten allemaal vast.
lesson-brazilian-winning-task-1 = Win de partij: sla de laatste twee zwarte schijven.
lesson-brazilian-winning-task-2 = Win de partij door beide zwarte schijven op te sluiten.

lesson-brazilian-draws-title = Remise
lesson-brazilian-draws-text = Een partij is remise als dezelfde stelling voor de derde keer terugkomt met dezelfde speler aan zet, of als beide spelers het eens zijn. Ook de tellingen van de FMJD-regels voor het spel op 64 velden beëindigen haar: elk 15 zetten met alleen dammen, zonder slag of schijfzet; tegen een losse dam vijf zetten van de sterkere kant met twee stukken (of met drie als de losse dam de lange diagonaal bezet) en vijftien met drie dammen.
lesson-brazilian-draws-rule = Remise komt door drievoudige herhaling, in onderling overleg, na elk 15 damzetten zonder slag of schijfzet, of als de telling tegen een losse dam afloopt (5 zetten tegen twee stukken of tegen drie op de lange diagonaal, 15 tegen drie dammen).
lesson-brazilian-draws-task-1 = Twee dammen tegen een losse dam: je hebt vijf zetten om te winnen. Doe een willekeurige zet.
lesson-brazilian-draws-task-2 = Drie dammen tegen een losse dam, en wit heeft 14 van zijn 15 zetten gedaan. Doe de 15e: de partij is remise.

lesson-brazilian-test-title = Toets
lesson-brazilian-test-text = Drie stellingen, geen hints. Gebruik alles wat je hebt geleerd.
lesson-brazilian-test-task-1 = Wit aan zet: sla zoals het hoort.
lesson-brazilian-test-task-2 = Wit aan zet: welk stuk moet slaan, en waar blijft het staan?
lesson-brazilian-test-task-3 = Bied een schijf aan, sla er dan drie en haal dam.
