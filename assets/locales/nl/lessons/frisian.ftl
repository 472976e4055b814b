## De cursus Fries dammen (crates/damier-learn/courses/frisian.toml): per les een titel, wat de les
## leert in een of twee zinnen, de regel in één zin (voor het venster met de regels) en een opdracht
## per stand.

lesson-frisian-men-title = Het bord en de schijven
lesson-frisian-men-text = Fries dammen speel je op de 50 donkere velden van een bord van 10×10, met elk 20 schijven. Jouw schijven (wit) gaan één veld schuin vooruit, naar de achterste rij: de velden 1 tot en met 5.
lesson-frisian-men-rule = Een schijf zet één veld schuin vooruit.
lesson-frisian-men-task-1 = Zet de schijf op 33 één veld vooruit.

lesson-frisian-capture-title = Slaan, ook recht
lesson-frisian-capture-text = Een schijf slaat een stuk van de tegenstander dat naast hem staat door eroverheen te springen naar het lege veld direct erachter. Dat kan schuin, zoals bij gewoon dammen, maar ook recht langs een rij of kolom; daar is het buurveld het volgende donkere veld, twee velden verderop. Schijven slaan vooruit én achteruit.
lesson-frisian-capture-rule = Een schijf slaat schuin en recht (langs rijen en kolommen), vooruit en achteruit, door over een stuk ernaast naar het lege veld erachter te springen.
lesson-frisian-capture-task-1 = Sla de zwarte schijf schuin.
lesson-frisian-capture-task-2 = Sla langs de rij: spring over de schijf op 27 en kom neer op 26.
lesson-frisian-capture-task-3 = Sla achteruit, recht naar beneden langs de kolom.

lesson-frisian-compulsory-title = Slaan is verplicht
lesson-frisian-compulsory-text = Als je kunt slaan, moet je slaan, en voor je tegenstander geldt hetzelfde. Een rechte slag zie je makkelijk over het hoofd, maar de regel kan ook in je voordeel werken: geef een schijf weg, je tegenstander moet slaan, en jij slaat er meer terug.
lesson-frisian-compulsory-rule = Als je kunt slaan, moet je slaan.
lesson-frisian-compulsory-task-1 = Zoek de zet die je moet doen.
lesson-frisian-compulsory-task-2 = Geef een schijf weg: zwart moet slaan, en daarna sla jij er twee.

lesson-frisian-multiple-title = Meerslag
lesson-frisian-multiple-text = Kan hetzelfde stuk na een sprong nog een keer springen, dan moet het doorslaan, en het mag daarbij naar believen wisselen tussen schuin en recht. De zet is pas klaar als er niets meer te slaan valt.
lesson-frisian-multiple-rule = Een slag gaat door zolang het slaande stuk nog verder kan springen.
lesson-frisian-multiple-task-1 = Sla alle drie de zwarte schijven in één zet.

lesson-frisian-turkish-title = Geslagen stukken gaan er pas aan het eind af
lesson-frisian-turkish-text = Wat je slaat, blijft op het bord staan tot de hele slag voorbij is, en geen stuk mag twee keer worden overgesprongen (de regel van de Turkse slag). Het veld waar je begon telt als leeg, dus een slag mag eindigen waar hij begon.
lesson-frisian-turkish-rule = Geslagen stukken gaan pas van het bord als de slag klaar is, en geen stuk wordt twee keer overgesprongen.
lesson-frisian-turkish-task-1 = Sla alle vier de schijven en kom terug op het veld waar je begon.

lesson-frisian-value-title = De slag met de hoogste waarde
lesson-frisian-value-text = Kun je op meer manieren slaan, dan moet je de slag met de hoogste waarde nemen. Een schijf telt 100 en een dam 199: een dam is meer waard dan één schijf, maar minder dan twee. Twee dammen gaan dus voor drie schijven, en drie schijven voor een dam met een schijf. Is de waarde gelijk en kan een dam de slag doen, dan moet de dam slaan.
lesson-frisian-value-rule = Je moet de slag met de hoogste waarde nemen (schijf 100, dam 199); bij gelijke waarde gaat de slag met de dam voor.
lesson-frisian-value-task-1 = Een schijf of een dam: sla wat je moet slaan.
lesson-frisian-value-task-2 = Een dam of twee schijven: wat is meer waard?
lesson-frisian-value-task-3 = Drie schijven of twee dammen: sla de goede stukken.
lesson-frisian-value-task-4 = Je schijf en je dam kunnen allebei de zwarte schijf slaan. Wie moet het doen?

lesson-frisian-crowning-title = Dam halen
lesson-frisian-crowning-text = Een schijf die zijn zet eindigt op de achterste rij (velden 1 tot en met 5) wordt dam. Een schijf die die rij tijdens een slag alleen aantikt en doorslaat, blijft een schijf.
lesson-frisian-crowning-rule = Een schijf wordt alleen dam als hij zijn zet op de achterste rij eindigt.
lesson-frisian-crowning-task-1 = Haal dam met deze schijf.
lesson-frisian-crowning-task-2 = Sla en let op: de schijf raakt de achterste rij, maar blijft er niet staan.

lesson-frisian-king-title = De dam
lesson-frisian-king-text = Een dam gaat in één zet over zoveel vrije velden als hij wil, maar alleen schuin. Slaan doet hij schuin én recht, ook op afstand, en hij mag neerkomen op elk vrij veld achter het geslagen stuk.
lesson-frisian-king-rule = Een dam zet schuin over elke afstand, en slaat op afstand, schuin en recht.
lesson-frisian-king-task-1 = Zet de dam in één zet naar 46, in de hoek.
lesson-frisian-king-task-2 = Sla beide zwarte schijven met de dam.

lesson-frisian-king-moves-title = Drie damzetten achter elkaar
lesson-frisian-king-moves-text = Zolang je nog schijven hebt, mag je met dezelfde dam niet meer dan drie keer achter elkaar zetten zonder te slaan. Na drie gewone zetten moet die dam wachten tot een ander stuk van jou heeft gezet; slaan mag hij wel. Heb je alleen nog dammen, dan geldt de regel niet meer.
lesson-frisian-king-moves-rule = Zolang je schijven hebt, doet een dam hoogstens drie gewone zetten achter elkaar; daarna moet een ander stuk zetten.
lesson-frisian-king-moves-task-1 = Je dam op 45 heeft net drie keer achter elkaar gezet: doe de zet die wel mag.
lesson-frisian-king-moves-task-2 = Slaan mag dezelfde dam nog wel: sla de zwarte schijf.

lesson-frisian-winning-title = Hoe je wint
lesson-frisian-winning-text = Je wint als je tegenstander geen zet meer kan doen: omdat je al zijn stukken hebt geslagen, of omdat alles wat hij nog heeft, vastzit.
lesson-frisian-winning-rule = Wie geen zet meer kan doen, verliest: al zijn stukken zijn geslagen of zitten vast.
lesson-frisian-winning-task-1 = Win de partij: sla de laatste zwarte schijf.
lesson-frisian-winning-task-2 = Win door insluiten: na jouw zet kan zwart geen enkele zet meer doen.

lesson-frisian-draws-title = Remise
lesson-frisian-draws-text = Een partij is remise als dezelfde stand voor de derde keer terugkomt met dezelfde speler aan zet, of als beide spelers remise afspreken. Staan er geen schijven meer op het bord, dan is één dam tegen één dam meteen remise, tenzij een dam gedwongen verloren gaat: de speler aan zet kan de andere dam slaan, of moet de zijne weggeven. Twee dammen tegen één dam zijn remise als de kant met twee dammen niet binnen zeven eigen zetten heeft gewonnen; winnen doe je door de losse dam te dwingen te slaan.
lesson-frisian-draws-rule = Remise volgt bij drievoudige herhaling, in onderling overleg, bij één dam tegen één dam tenzij een dam gedwongen verloren gaat, of als twee dammen één dam niet binnen zeven zetten verslaan.
lesson-frisian-draws-task-1 = Sla de laatste zwarte schijf: één dam tegen één dam, geen van beide kan gedwongen geslagen worden, en de partij is meteen remise.
lesson-frisian-draws-task-2 = Twee dammen tegen één: bied een dam aan met 24-29. Zwart moet hem slaan, en dan slaat je andere dam die van zwart.
lesson-frisian-draws-task-3 = Twee dammen tegen één, en wit heeft zes van zijn zeven zetten gedaan. Doe de zevende: tenzij die wint, is de partij remise.

lesson-frisian-test-title = Toets
lesson-frisian-test-text = Drie standen, geen hints. Gebruik alles wat je hebt geleerd.
lesson-frisian-test-task-1 = Wit aan zet: sla op de juiste manier.
lesson-frisian-test-task-2 = Wit speelt en wint.
lesson-frisian-test-task-3 = Wit aan zet: wat moet je doen?
