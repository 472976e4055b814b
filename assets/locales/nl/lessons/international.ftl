## De cursus internationaal dammen (crates/damier-learn/courses/international.toml): per les een
## titel, wat de les in een of twee zinnen leert, de regel in één zin (voor het venster Spelregels)
## en een opdracht per stelling.

lesson-international-men-title = Het bord en de schijven
lesson-international-men-text = Internationaal dammen wordt gespeeld op de 50 donkere velden van een bord van 10 bij 10, genummerd van 1 tot 50 vanaf boven. Je schijven (wit) gaan omhoog, naar de velden 1 tot 5: één veld schuin vooruit, naar een vrij veld.
lesson-international-men-rule = Een schijf zet één veld schuin vooruit, naar een vrij veld.
lesson-international-men-task-1 = Zet de schijf op 33 één veld vooruit.
lesson-international-men-task-2 = Je eigen schijf op 28 staat in de weg: speel de schijf op 33.

lesson-international-capture-title = Slaan
lesson-international-capture-text = Een schijf slaat een vijandelijk stuk dat schuin naast hem staat door eroverheen te springen, naar het vrije veld er direct achter. Schijven zetten alleen vooruit, maar ze slaan vooruit én achteruit.
lesson-international-capture-rule = Een schijf slaat door schuin over een vijandelijk stuk naast hem te springen, vooruit of achteruit.
lesson-international-capture-task-1 = Sla de zwarte schijf.
lesson-international-capture-task-2 = Sla nog een keer, nu achteruit.

lesson-international-compulsory-title = Slaan is verplicht
lesson-international-compulsory-text = Als je kunt slaan, moet je slaan, ook als het je een stuk kost. Voor je tegenstander geldt hetzelfde: je kunt dus een schijf aanbieden die Zwart moet slaan.
lesson-international-compulsory-rule = Als je kunt slaan, moet je slaan.
lesson-international-compulsory-task-1 = Speel de zet die je moet spelen, en kijk hoe Zwart terugslaat.
lesson-international-compulsory-task-2 = Bied Zwart een schijf aan die Zwart moet slaan, en sla er dan zelf twee.

lesson-international-multiple-title = De meerslag
lesson-international-multiple-text = Kan hetzelfde stuk na een sprong opnieuw springen, dan moet het doorslaan, en het mag daarbij van richting veranderen. De zet is pas voorbij als er niets meer te slaan valt.
lesson-international-multiple-rule = Een slag gaat door zolang het slaande stuk nog kan springen.
lesson-international-multiple-task-1 = Sla alle drie de zwarte schijven in één zet.

lesson-international-turkish-title = Geslagen stukken gaan er pas aan het eind af
lesson-international-turkish-text = De stukken die je slaat blijven op het bord staan tot de hele slag voorbij is, en over geen enkel stuk mag je twee keer springen. Een slag kan zelfs eindigen op het veld waar hij begon. (De demo De Turkse slag laat zien wat deze regel kan doen.)
lesson-international-turkish-rule = Geslagen stukken gaan pas van het bord als de slag voorbij is, en over geen stuk wordt twee keer gesprongen.
lesson-international-turkish-task-1 = Sla alle vier de schijven en kom terug op 28.

lesson-international-majority-title = Sla zoveel mogelijk
lesson-international-majority-text = Zijn er meerdere slagen mogelijk, dan moet je de slag kiezen die de meeste stukken slaat. Een dam telt als één stuk, net als een schijf; slaan twee slagen er evenveel, dan kies je zelf.
lesson-international-majority-rule = Je moet de slag spelen die de meeste stukken slaat; een dam telt als één.
lesson-international-majority-task-1 = Sla zoveel stukken als je moet.
lesson-international-majority-task-2 = De dam telt maar als één stuk: sla zoveel stukken als je moet.
lesson-international-majority-task-3 = Beide slagen leveren twee stukken op: kies er zelf een.

lesson-international-crowning-title = Dam halen
lesson-international-crowning-text = Een schijf die zijn zet beëindigt op de achterste rij aan de overkant (de velden 1 tot 5 voor Wit) wordt dam. Een schijf die daar tijdens een slag alleen langskomt, blijft een schijf.
lesson-international-crowning-rule = Een schijf wordt alleen dam als hij zijn zet op de overkant beëindigt.
lesson-international-crowning-task-1 = Haal dam met deze schijf.
lesson-international-crowning-task-2 = Sla, en let op: de schijf raakt de overkant, maar blijft daar niet staan.

lesson-international-king-title = De dam
lesson-international-king-text = Een dam gaat zoveel vrije velden als hij wil langs een diagonaal, vooruit of achteruit. Hij slaat een stuk op elke afstand op een diagonaal en mag landen op elk vrij veld erachter; maar kan hij vanaf sommige van die velden verder slaan, dan moet hij op een daarvan landen.
lesson-international-king-rule = Een dam vliegt langs de diagonalen en slaat op afstand.
lesson-international-king-task-1 = Zet de dam in één zet naar 46.
lesson-international-king-task-2 = Sla met de dam, en land waar je wilt.
lesson-international-king-task-3 = Sla met de dam, en land waar hij verder kan slaan.

lesson-international-winning-title = Hoe je wint
lesson-international-winning-text = Je wint als je tegenstander geen zet meer kan doen: omdat je al zijn stukken hebt geslagen, of omdat alle stukken die hij nog heeft vastzitten.
lesson-international-winning-rule = Wie geen zet meer kan doen, verliest: al zijn stukken zijn geslagen, of ze zitten allemaal vast.
lesson-international-winning-task-1 = Win de partij: sla de laatste twee zwarte schijven.
lesson-international-winning-task-2 = Win de partij door beide zwarte schijven op te sluiten.

lesson-international-draws-title = Remise
lesson-international-draws-text = Een partij is remise als beide spelers het eens zijn, of als dezelfde stelling voor de derde keer terugkomt met dezelfde speler aan zet. Ook het aantal zetten telt: 25 damzetten per speler, en een korte telling als een van beiden nog maar één dam heeft tegen een, twee of drie stukken, waarvan minstens één een dam.
lesson-international-draws-rule = Remise komt in onderling overleg, door drievoudige herhaling, na 25 damzetten per speler zonder slag of schijfzet, of als de telling tegen een eenzame dam afloopt (16 zetten tegen drie stukken, 5 tegen een of twee).
lesson-international-draws-task-1 = Hier zetten alleen dammen: na 25 zetten per speler zonder slag of schijfzet is het remise. Doe een willekeurige zet.
lesson-international-draws-task-2 = Drie stukken tegen een eenzame dam: je hebt 16 zetten om te winnen. Doe een willekeurige zet.
lesson-international-draws-task-3 = Twee dammen tegen een eenzame dam: maar 5 zetten per speler. Doe een willekeurige zet.
lesson-international-draws-task-4 = Twee dammen tegen een losse dam, en zwart heeft zijn vijfde zet gedaan: doe de vijfde van wit; tenzij die wint, is de partij remise.

lesson-international-test-title = Toets
lesson-international-test-text = Drie stellingen, geen hints. Gebruik alles wat je hebt geleerd.
lesson-international-test-task-1 = Wit aan zet: sla zoals het hoort.
lesson-international-test-task-2 = Bied een schijf aan, sla er dan drie en haal dam.
lesson-international-test-task-3 = Wit aan zet: welk stuk moet slaan, en waar blijft het staan?
