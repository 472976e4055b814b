# Bijschriften van de demonstraties (assets/demos/*.pdn), in het Nederlands.

# 01-coup-turc-international.pdn
demo-01-title = De Turkse slag
demo-01-intro = Internationaal dammen. De zwarte dam op 5 lijkt de lange lijn te beheersen. De Turkse slag maakt gebruik van de regel dat geslagen stukken pas van het bord worden genomen als de hele slag is afgelopen.
demo-01-move-1 = Wit biedt de schijf op 30 aan.
demo-01-move-2 = Zwart moet de meeste stukken slaan, vier: 19, 43, 40 en 30. Het laatste deel van de slag gaat terug in de richting van 19, de schijf die als eerste werd overgesprongen en nog op zijn veld staat: de dam mag er niet twee keer overheen springen en er ook niet voorbij vliegen, dus moet hij op 24 stoppen.
demo-01-move-3 = 29 slaat de dam op 24. Vier schijven voor een dam, en de schijf op 20 heeft vrij baan naar de damlijn: Wit staat gewonnen.

# 02-coup-turc-hexdame.pdn
demo-02-title = De Turkse slag in HexDame
demo-02-intro = HexDame. De zwarte dam op a3 kan langs zes lijnen vliegen. Wit gebruikt tegen hem de regel dat geslagen stukken tot het einde van de slag op het bord blijven staan.
demo-02-move-1 = Wit biedt de schijf op e5 aan en maakt d4 vrij.
demo-02-move-2 = De dam moet de meeste stukken slaan, vier: c3, e3, f4 en e5, en verandert daarbij van richting op f3 en f6. Het laatste deel van de slag wijst naar c3, de schijf waar hij als eerste overheen sprong en die er nog staat: hij mag niet twee keer over c3 springen, dus moet hij op d4 stoppen.
demo-02-move-3 = d5 slaat de dam op d4. Vier schijven voor de dam, en Wit staat gewonnen.

# 03-hexdame-promotion-not-on-the-fly.pdn
demo-03-title = Geen promotie in het voorbijgaan
demo-03-intro = HexDame. De witte schijf op e5 heeft een lange slag die over de achterste rij van Zwart loopt. Een schijf wordt alleen dam als hij zijn zet daar beëindigt.
demo-03-move-1 = De schijf slaat e6, e8, f9 en g8. Hij raakt op de achterste rij e9 en g9 aan, maar de slag gaat door en eindigt op g7: het is nog steeds een schijf.
demo-03-move-2 = Zwart loopt weg met zijn laatste schijf.
demo-03-move-3 = Nu gaat de schijf op de gewone manier naar de achterste rij…
demo-03-move-4 = Zwart heeft niets meer om hem tegen te houden.
demo-03-move-5 = … en beëindigt een zet op i9: pas nu wordt hij dam.

# 04-international-round-trip.pdn
demo-04-title = Terug op het beginveld
demo-04-intro = Internationaal dammen. Vier zwarte schijven staan rond de ruit van veld 38.
demo-04-move-1 = De schijf op 38 slaat 32, 22, 23 en 33, gaat de ruit rond en komt neer op het veld waar hij begon. De zet wordt met de hele route genoteerd, omdat hij op hetzelfde veld begint en eindigt.

# 05-international-king-landing.pdn
demo-05-title = Waar moet de dam neerkomen?
demo-05-intro = Internationaal dammen. De witte dam op 46 moet 28 slaan en mag neerkomen op 23, 19, 14 of 10.
demo-05-move-1 = De dam slaat 28. Op 23 zou hij door 18 worden geslagen, op 19 door 13 en op 10 door 5. Alleen 14 is veilig, en de speler kiest zelf waar de dam neerkomt.

# 06-frisian-value-rule.pdn
demo-06-title = Twee schijven wegen zwaarder dan een dam
demo-06-intro = Fries dammen, Zwart aan zet. De schijf op 18 zou de witte dam op 23 kunnen slaan. Maar een slag wordt gekozen op waarde, en een dam is meer waard dan één schijf en minder dan twee.
demo-06-move-1 = Dus moet Zwart de twee schijven op 22 en 31 slaan en mag hij de dam niet slaan.
demo-06-move-2 = De gespaarde dam slaat 7, 11, 13, 10 en 24, diagonaal en recht langs de kolom, en komt neer op 29. De laatste zwarte schijf, op 36, kan geen kant meer op: Wit wint.

# 07-english-crowning-ends-the-move.pdn
demo-07-title = Promotie beëindigt de zet
demo-07-intro = Engels dammen. De witte schijf op 17 heeft een dubbele slag tot op de promotierij.
demo-07-move-1 = Hij slaat 14 en 7 en wordt dam op 3. Als dam zou hij door kunnen slaan en ook 8 kunnen nemen, maar een schijf die tijdens een slag de promotierij bereikt, wordt dam en de zet eindigt daar.
demo-07-move-2 = Rood brengt de schijf op 8 meteen in veiligheid.

# 08-brazilian-three-for-one.pdn
demo-08-title = Hoe dan ook drie voor één
demo-08-intro = Braziliaans dammen: de internationale regels op een bord van 8×8. Schijven slaan ook achteruit, en de meerderheidsregel geldt.
demo-08-move-1 = Wit biedt een schijf aan die zowel door 17 als door 18 kan worden geslagen.
demo-08-move-2 = 17 slaat 22. Slaat Zwart in plaats daarvan 18x25, dan slaat 30x5 (of 29x6) 25, 17 en 9.
demo-08-move-3 = De schijf op 30 slaat 26, 18 en 9 in één zet, drie schijven voor één, en is op weg naar dam op 1.

# 09-international-majority-rule.pdn
demo-09-title = De meerderheidsregel beslist
demo-09-intro = Internationaal dammen. Het zwarte kamp ziet er solide uit. Wit biedt een schijf aan, en de regel dat de grootste slag moet worden genomen, doet de rest.
demo-09-move-1 = Wit biedt de schijf op 23 aan. Zwart zou graag met 19x28 antwoorden en alleen die schijf slaan.
demo-09-move-2 = Maar de slag die de meeste stukken slaat, is verplicht: 18 slaat 23, 33, 43 en 44, vier schijven, en komt neer op 40. 19x28 is niet toegestaan.
demo-09-move-3 = Nu slaat 45 de schijven op 40, 30, 20, 9, 8 en 7, zes stuks, en wordt dam op 1. Wit wint.

# 10-hexdame-five-for-one.pdn
demo-10-title = Vijf voor één langs de achterste rij
demo-10-intro = HexDame. Schijven slaan in alle zes richtingen, zodat één offer een lange weg door het vijandelijke kamp kan openen.
demo-10-move-1 = Wit biedt de schijf op d5 aan.
demo-10-move-2 = Gedwongen: e6 slaat d5 en komt neer op c4.
demo-10-move-3 = b3 slaat c4, d6, e8, g9 en h8: vijf schijven. Hij loopt via f9 en h9 langs de achterste rij van Zwart, maar de slag eindigt op h7, dus blijft hij een schijf.

# 11-english-two-for-one.pdn
demo-11-title = Twee voor één
demo-11-intro = Engels dammen. Schijven zetten en slaan alleen vooruit, en dammen gaan één veld tegelijk. Wit geeft een schijf weg om een dubbele slag te krijgen.
demo-11-move-1 = Wit biedt de schijf op 19 aan.
demo-11-move-2 = Rood moet slaan: 15 slaat 19.
demo-11-move-3 = Nu slaat 22 over 18 en 10 heen, twee schijven voor één, en staat vlak voor de promotierij.
demo-11-move-4 = De schijf op 24 is toch al verloren.
demo-11-move-5 = 31 slaat 27. Wit staat twee schijven voor.

# 12-hexdame-crowned-at-the-end.pdn
demo-12-title = Dam aan het einde van de slag
demo-12-intro = HexDame. Een schijf die zijn slag op de achterste rij beëindigt, wordt dam, en Wit kan daarvoor zorgen.
demo-12-move-1 = Wit biedt twee schijven tegelijk aan.
demo-12-move-2 = Zwart moet ze allebei slaan, g4 en f4, en de schijf komt neer op f5.
demo-12-move-3 = e5 slaat f5, h6 en i6. Hij raakt de achterste rij aan op i7, gaat verder en eindigt op i5, ook op de achterste rij: nu wordt hij dam. Drie schijven en een dam voor twee.
