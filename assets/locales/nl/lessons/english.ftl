## De cursus Engels dammen (crates/damier-learn/courses/english.toml): per les een titel, wat de les
## leert in een of twee zinnen, de regel in één zin (voor het venster met de regels) en een opdracht
## per stand.

lesson-english-men-title = Het bord en de schijven
lesson-english-men-text = Engels dammen (checkers) speel je op de 32 donkere velden van een bord van 8×8, met elk 12 schijven, en rood begint. Jouw schijven (rood) staan bovenaan en gaan één veld schuin vooruit, naar beneden, naar de velden 29 tot en met 32.
lesson-english-men-rule = Een schijf zet één veld schuin vooruit.
lesson-english-men-task-1 = Zet de schijf op 10 één veld vooruit.

lesson-english-capture-title = Slaan
lesson-english-capture-text = Een schijf slaat door schuin over een stuk van de tegenstander te springen dat ernaast staat, naar het lege veld direct erachter. Een schijf slaat alleen vooruit, nooit achteruit.
lesson-english-capture-rule = Een schijf slaat door schuin over een stuk van de tegenstander vóór zich naar het lege veld erachter te springen.
lesson-english-capture-task-1 = Sla de witte schijf.
lesson-english-capture-task-2 = De witte schijf achter de jouwe is buiten bereik: een schijf slaat nooit achteruit. Zet je schijf vooruit.

lesson-english-compulsory-title = Slaan is verplicht
lesson-english-compulsory-text = Als je kunt slaan, moet je slaan, en voor je tegenstander geldt hetzelfde. Daar kun je gebruik van maken: bied een schijf aan, en je tegenstander moet hem slaan, ook als hem dat meer kost.
lesson-english-compulsory-rule = Als je kunt slaan, moet je slaan.
lesson-english-compulsory-task-1 = Zoek de zet die je moet doen.
lesson-english-compulsory-task-2 = Geef wit een schijf om te slaan en sla er dan twee.

lesson-english-multiple-title = Meerslag
lesson-english-multiple-text = Kan hetzelfde stuk na een sprong nog een keer springen, dan moet het doorgaan, zo nodig in een andere richting. De zet is pas klaar als er niets meer te slaan valt.
lesson-english-multiple-rule = Is een slag begonnen, dan springt het stuk door zolang het kan.
lesson-english-multiple-task-1 = Sla beide witte schijven in één zet.

lesson-english-choice-title = Vrije keuze van slag
lesson-english-choice-text = Kun je op meer manieren slaan, dan kies je zelf welke slag je doet, ook als die minder stukken slaat. Dat is anders dan bij internationaal en Braziliaans dammen, waar de slag die de meeste stukken slaat verplicht is, en bij Fries dammen, waar de slag met de hoogste waarde verplicht is. De slag die je kiest, moet je wel afmaken.
lesson-english-choice-rule = Je mag elke slag kiezen, niet alleen de langste, maar je moet hem afmaken.
lesson-english-choice-task-1 = Eén schijf of twee: hier mag het allebei. Kies maar.

lesson-english-crowning-title = Dam halen
lesson-english-crowning-text = Een schijf die de achterste rij bereikt (velden 29 tot en met 32) wordt dam. Komt hij daar met een slag, dan is zijn zet meteen afgelopen, ook als de nieuwe dam verder zou kunnen slaan.
lesson-english-crowning-rule = Een schijf die de achterste rij bereikt, wordt dam, en zijn zet eindigt daar.
lesson-english-crowning-task-1 = Haal dam met deze schijf.
lesson-english-crowning-task-2 = Sla en haal dam: de nieuwe dam slaat niet door.

lesson-english-king-title = De dam
lesson-english-king-text = Een dam zet één veld schuin, vooruit of achteruit. Hij slaat ook vooruit en achteruit, maar alleen een stuk dat direct naast hem staat: bij Engels dammen gaat een dam niet over de hele lijn.
lesson-english-king-rule = Een dam zet en slaat telkens één veld ver, in elke schuine richting.
lesson-english-king-task-1 = Zet de dam één veld terug, naar de bovenkant van het bord.
lesson-english-king-task-2 = Sla beide witte schijven met de dam: eerst vooruit, dan achteruit.

lesson-english-winning-title = Hoe je wint
lesson-english-winning-text = Je wint als je tegenstander geen zet meer kan doen: omdat je al zijn stukken hebt geslagen, of omdat alles wat hij nog heeft, vastzit.
lesson-english-winning-rule = Wie geen zet meer kan doen, verliest: al zijn stukken zijn geslagen of zitten vast.
lesson-english-winning-task-1 = Win de partij: sla het laatste witte stuk.
lesson-english-winning-task-2 = Win door insluiten: na jouw zet kan wit geen enkele zet meer doen.

lesson-english-draws-title = Remise
lesson-english-draws-text = Een partij is remise als dezelfde stand voor de derde keer terugkomt met dezelfde speler aan zet, of als beide spelers remise afspreken. Ook de 40-zettenregel beëindigt haar: als elke speler 40 zetten heeft gedaan zonder schijfzet en zonder slag, is de partij remise. Sta je voor met dammen, win dan binnen de telling.
lesson-english-draws-rule = Remise volgt bij drievoudige herhaling, in onderling overleg, of na elk 40 zetten zonder schijfzet of slag.
lesson-english-draws-task-1 = Twee dammen tegen één: vanaf nu loopt de telling van 40 zetten tot er een stuk geslagen wordt. Doe een zet naar keuze.
lesson-english-draws-task-2 = Alleen dammen, en 79 halve zetten zonder schijfzet of slag. Doe de 80e: de partij is remise door de 40-zettenregel.

lesson-english-test-title = Toets
lesson-english-test-text = Drie standen, geen hints. Gebruik alles wat je hebt geleerd.
lesson-english-test-task-1 = Rood aan zet: wat moet je doen?
lesson-english-test-task-2 = Rood aan zet: sla.
lesson-english-test-task-3 = Rood speelt en wint.
