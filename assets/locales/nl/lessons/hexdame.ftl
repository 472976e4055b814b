## De HexDame-cursus (crates/damier-learn/courses/hexdame.toml): per les een titel, wat de les in
## een of twee zinnen leert, de regel in één zin (voor het venster Spelregels) en een opdracht per
## stelling.

lesson-hexdame-men-title = Het bord en de schijven
lesson-hexdame-men-text = HexDame wordt gespeeld op 61 zeshoekige velden. Je schijven (wit) gaan naar de bovenste hoek, i9, één veld tegelijk: recht omhoog, of schuin omhoog naar links of naar rechts.
lesson-hexdame-men-rule = Een schijf zet één veld vooruit, in een van drie richtingen.
lesson-hexdame-men-task-1 = Zet de schijf op e4 één veld vooruit.

lesson-hexdame-capture-title = Slaan
lesson-hexdame-capture-text = Een schijf slaat een vijandelijk stuk dat naast hem staat door eroverheen te springen, naar het lege veld er direct achter. Schijven slaan langs alle zes lijnen: vooruit en achteruit.
lesson-hexdame-capture-rule = Een schijf slaat door over een vijandelijk stuk naast hem te springen, langs een van de zes lijnen, vooruit of achteruit.
lesson-hexdame-capture-task-1 = Sla de zwarte schijf naast de jouwe.
lesson-hexdame-capture-task-2 = Sla nog een keer, nu achteruit.

lesson-hexdame-compulsory-title = Slaan is verplicht
lesson-hexdame-compulsory-text = Als je kunt slaan, moet je slaan: een slag gaat altijd voor een gewone zet, ook als je liever niet zou slaan. Het bord geeft de stukken die moeten slaan een oranje ring.
lesson-hexdame-compulsory-rule = Als je kunt slaan, moet je slaan.
lesson-hexdame-compulsory-task-1 = Probeer eerst de schijf op g5 te zetten en lees waarom dat niet mag. Speel dan de zet die je moet doen.

lesson-hexdame-multiple-title = Meerdere stukken in één zet
lesson-hexdame-multiple-text = Kan hetzelfde stuk na een sprong opnieuw springen, dan moet het doorslaan, en het mag daarbij van richting veranderen. De zet is pas voorbij als er niets meer te slaan valt.
lesson-hexdame-multiple-rule = Een slag gaat door zolang het slaande stuk nog kan springen.
lesson-hexdame-multiple-task-1 = Sla beide zwarte schijven in één zet.

lesson-hexdame-turkish-title = Geslagen stukken gaan er pas aan het eind af
lesson-hexdame-turkish-text = De stukken die je slaat blijven op het bord staan tot de hele slag voorbij is, en over geen enkel stuk mag je twee keer springen. Een slag kan zelfs eindigen op het veld waar hij begon. (De demo De Turkse slag laat zien wat deze regel kan doen.)
lesson-hexdame-turkish-rule = Geslagen stukken gaan pas van het bord als de slag voorbij is, en over geen stuk wordt twee keer gesprongen.
lesson-hexdame-turkish-task-1 = Sla alle drie de schijven en kom terug waar je begon: klik op je schijf en daarna nog eens op zijn eigen veld.

lesson-hexdame-majority-title = Sla zoveel mogelijk
lesson-hexdame-majority-text = Zijn er meerdere slagen mogelijk, dan moet je de slag kiezen die de meeste stukken slaat. Een dam telt als één stuk. Slaan twee slagen er evenveel, dan kies je zelf.
lesson-hexdame-majority-rule = Je moet de slag spelen die de meeste stukken slaat; een dam telt als één.
lesson-hexdame-majority-task-1 = Sla zoveel stukken als je moet.
lesson-hexdame-majority-task-2 = Beide slagen leveren twee stukken op: kies er zelf een.

lesson-hexdame-crowning-title = Dam halen
lesson-hexdame-crowning-text = Een schijf die zijn zet beëindigt aan de overkant (de twee bovenste zijden: de negen velden van letter i of cijfer 9) wordt dam. Een schijf die daar tijdens een slag alleen langskomt, blijft een schijf.
lesson-hexdame-crowning-rule = Een schijf wordt alleen dam als hij zijn zet aan de overkant beëindigt.
lesson-hexdame-crowning-task-1 = Haal dam met deze schijf.
lesson-hexdame-crowning-task-2 = Sla, en let op: de schijf raakt de rand, maar blijft daar niet staan.

lesson-hexdame-king-title = De dam
lesson-hexdame-king-text = Een dam gaat zoveel vrije velden als hij wil langs een van de zes lijnen. Hij slaat een stuk op elke afstand op een lijn, en mag landen op elk vrij veld erachter.
lesson-hexdame-king-rule = Een dam vliegt langs de zes lijnen en slaat op afstand.
lesson-hexdame-king-task-1 = Zet de dam in één zet naar a1.
lesson-hexdame-king-task-2 = Sla met de dam, en land op een veld waar de zwarte dam hem niet terug kan slaan.

lesson-hexdame-winning-title = Hoe je wint
lesson-hexdame-winning-text = Je wint als je tegenstander geen zet meer kan doen: meestal omdat je al zijn stukken hebt geslagen. Al zijn stukken insluiten wint ook, maar op dit bord gebeurt dat bijna nooit.
lesson-hexdame-winning-rule = Wie geen zet meer kan doen, verliest: al zijn stukken zijn geslagen, of ze zitten allemaal vast.
lesson-hexdame-winning-task-1 = Win de partij: sla het laatste zwarte stuk.

lesson-hexdame-draws-title = Remise
lesson-hexdame-draws-text = Een partij is remise als dezelfde stelling voor de derde keer terugkomt met dezelfde speler aan zet, of als beide spelers het eens zijn. HexDame telt geen zetten: drie dammen winnen hier van één dam, dus je moet de winst vinden.
lesson-hexdame-draws-rule = Remise komt alleen door drievoudige herhaling of in onderling overleg.
lesson-hexdame-draws-task-1 = Drie dammen tegen één: doe een willekeurige zet om verder te gaan.

lesson-hexdame-test-title = Toets
lesson-hexdame-test-text = Drie stellingen, geen hints. Gebruik alles wat je hebt geleerd.
lesson-hexdame-test-task-1 = Wit aan zet: wat moet je doen?
lesson-hexdame-test-task-2 = Haal dam met een schijf, en houd de nieuwe dam.
lesson-hexdame-test-task-3 = Wit aan zet: sla zoals het hoort.
