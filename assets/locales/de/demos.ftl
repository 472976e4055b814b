# Beschriftungen der Demos (assets/demos/*.pdn), auf Deutsch.

# 01-coup-turc-international.pdn
demo-01-title = Der Türkische Schlag
demo-01-intro = Internationales Damespiel. Die schwarze Dame auf 5 scheint die lange Diagonale zu beherrschen. Der Türkische Schlag nutzt die Regel, dass geschlagene Steine erst vom Brett genommen werden, wenn der gesamte Schlag beendet ist.
demo-01-move-1 = Weiß bietet den Stein auf 30 an.
demo-01-move-2 = Schwarz muss die meisten Steine schlagen, vier: 19, 43, 40 und 30. Der letzte Abschnitt führt zurück in Richtung des Steins auf 19, der zuerst übersprungen wurde und noch auf seinem Feld steht: Die Dame darf ihn weder ein zweites Mal überspringen noch über ihn hinausziehen, also muss sie auf 24 anhalten.
demo-01-move-3 = 29 schlägt die Dame auf 24. Vier Steine für eine Dame, und der Stein auf 20 hat freie Bahn zur Umwandlung: Weiß steht auf Gewinn.

# 02-coup-turc-hexdame.pdn
demo-02-title = Der Türkische Schlag im HexDame
demo-02-intro = HexDame. Der schwarzen Dame auf a3 stehen sechs Linien offen. Weiß wendet die Regel, dass geschlagene Steine bis zum Ende des Schlags auf dem Brett bleiben, gegen sie.
demo-02-move-1 = Weiß bietet den Stein auf e5 an und macht d4 frei.
demo-02-move-2 = Die Dame muss die meisten Steine schlagen, vier: c3, e3, f4 und e5, und ändert dabei auf f3 und f6 die Richtung. Ihr letzter Abschnitt zielt auf c3, den Stein, den sie zuerst übersprungen hat und der dort noch steht: Sie darf c3 nicht zweimal überspringen und muss daher auf d4 anhalten.
demo-02-move-3 = d5 schlägt die Dame auf d4. Vier Steine für die Dame, und Weiß steht auf Gewinn.

# 03-hexdame-promotion-not-on-the-fly.pdn
demo-03-title = Keine Umwandlung im Vorbeigehen
demo-03-intro = HexDame. Der weiße Stein auf e5 hat einen langen Schlag, der über die schwarze Grundreihe führt. Ein Stein wird nur dann zur Dame, wenn er seinen Zug dort beendet.
demo-03-move-1 = Der Stein schlägt e6, e8, f9 und g8. Er berührt e9 und g9 auf der Grundreihe, doch der Schlag geht weiter und endet auf g7: Er bleibt ein einfacher Stein.
demo-03-move-2 = Schwarz läuft mit dem letzten Stein davon.
demo-03-move-3 = Jetzt zieht der Stein auf normalem Weg zur Grundreihe …
demo-03-move-4 = Schwarz hat nichts mehr, um ihn aufzuhalten.
demo-03-move-5 = … und beendet einen Zug auf i9: Erst jetzt wird er zur Dame.

# 04-international-round-trip.pdn
demo-04-title = Zurück auf dem Ausgangsfeld
demo-04-intro = Internationales Damespiel. Vier schwarze Steine stehen rund um die Raute von Feld 38.
demo-04-move-1 = Der Stein auf 38 schlägt 32, 22, 23 und 33, umrundet dabei die Raute und landet auf seinem Ausgangsfeld. Der Zug wird mit seinem ganzen Weg notiert, weil er auf demselben Feld beginnt und endet.

# 05-international-king-landing.pdn
demo-05-title = Wo soll die Dame landen?
demo-05-intro = Internationales Damespiel. Die weiße Dame auf 46 muss 28 schlagen und darf auf 23, 19, 14 oder 10 landen.
demo-05-move-1 = Die Dame schlägt 28. Auf 23 würde sie von 18 geschlagen, auf 19 von 13 und auf 10 von 5. Nur 14 ist sicher, und der Spieler wählt das Landefeld selbst.

# 06-frisian-value-rule.pdn
demo-06-title = Zwei Steine wiegen mehr als eine Dame
demo-06-intro = Friesisches Damespiel, Schwarz am Zug. Der Stein auf 18 könnte die weiße Dame auf 23 schlagen. Doch beim Schlagen entscheidet der Wert, und eine Dame ist mehr wert als ein Stein, aber weniger als zwei.
demo-06-move-1 = Also muss Schwarz die beiden Steine auf 22 und 31 schlagen und darf die Dame nicht schlagen.
demo-06-move-2 = Die verschonte Dame schlägt 7, 11, 13, 10 und 24, diagonal und gerade entlang der Linie, und landet auf 29. Der letzte schwarze Stein auf 36 kann nicht mehr ziehen: Weiß gewinnt.

# 07-english-crowning-ends-the-move.pdn
demo-07-title = Die Umwandlung beendet den Zug
demo-07-intro = Englisches Damespiel. Der weiße Stein auf 17 hat einen Doppelschlag bis in die Umwandlungsreihe.
demo-07-move-1 = Er schlägt 14 und 7 und wird auf 3 zur Dame. Als Dame könnte er weiterschlagen und 8 nehmen, doch ein Stein, der während eines Schlags die Umwandlungsreihe erreicht, wird zur Dame, und der Zug endet dort.
demo-07-move-2 = Rot bringt den Stein auf 8 sofort in Sicherheit.

# 08-brazilian-three-for-one.pdn
demo-08-title = So oder so: drei für einen
demo-08-intro = Brasilianisches Damespiel: die internationalen Regeln auf einem 8×8-Brett. Steine schlagen auch rückwärts, und es gilt die Mehrheitsregel.
demo-08-move-1 = Weiß bietet einen Stein an, den sowohl 17 als auch 18 schlagen können.
demo-08-move-2 = 17 schlägt 22. Schlägt Schwarz stattdessen 18x25, so schlägt 30x5 (oder 29x6) 25, 17 und 9.
demo-08-move-3 = Der Stein auf 30 schlägt 26, 18 und 9 in einem Zug, drei Steine für einen, und nimmt Kurs auf das Umwandlungsfeld 1.

# 09-international-majority-rule.pdn
demo-09-title = Die Mehrheitsregel entscheidet
demo-09-intro = Internationales Damespiel. Das schwarze Lager wirkt solide. Weiß bietet einen Stein an, und die Regel, dass der größte Schlag ausgeführt werden muss, erledigt den Rest.
demo-09-move-1 = Weiß bietet den Stein auf 23 an. Schwarz würde gern mit 19x28 antworten und nur diesen Stein schlagen.
demo-09-move-2 = Doch der Schlag, der die meisten Steine nimmt, ist Pflicht: 18 schlägt 23, 33, 43 und 44, vier Steine, und landet auf 40. 19x28 ist nicht erlaubt.
demo-09-move-3 = Nun schlägt 45 die Steine auf 40, 30, 20, 9, 8 und 7, sechs Stück, und wird auf 1 zur Dame. Weiß gewinnt.

# 10-hexdame-five-for-one.pdn
demo-10-title = Fünf für einen entlang der Grundreihe
demo-10-intro = HexDame. Steine schlagen in alle sechs Richtungen, sodass ein einziges Opfer einen langen Weg durch das gegnerische Lager öffnen kann.
demo-10-move-1 = Weiß bietet den Stein auf d5 an.
demo-10-move-2 = Erzwungen: e6 schlägt d5 und landet auf c4.
demo-10-move-3 = b3 schlägt c4, d6, e8, g9 und h8: fünf Steine. Er läuft über f9 und h9 die schwarze Grundreihe entlang, doch der Schlag endet auf h7, also bleibt er ein einfacher Stein.

# 11-english-two-for-one.pdn
demo-11-title = Zwei für einen
demo-11-intro = Englisches Damespiel. Steine ziehen und schlagen nur vorwärts, Damen jeweils nur ein Feld weit. Weiß gibt einen Stein her, um einen Doppelschlag zu bekommen.
demo-11-move-1 = Weiß bietet den Stein auf 19 an.
demo-11-move-2 = Rot muss schlagen: 15 schlägt 19.
demo-11-move-3 = Nun überspringt 22 die Steine auf 18 und 10, zwei Steine für einen, und steht direkt vor der Umwandlungsreihe.
demo-11-move-4 = Der Stein auf 24 ist ohnehin verloren.
demo-11-move-5 = 31 schlägt 27. Weiß hat zwei Steine mehr.

# 12-hexdame-crowned-at-the-end.pdn
demo-12-title = Zur Dame am Ende des Schlags
demo-12-intro = HexDame. Ein Stein, der seinen Schlag auf der Grundreihe beendet, wird zur Dame, und Weiß kann das herbeiführen.
demo-12-move-1 = Weiß bietet zwei Steine auf einmal an.
demo-12-move-2 = Schwarz muss beide schlagen, g4 und f4, und der Stein landet auf f5.
demo-12-move-3 = e5 schlägt f5, h6 und i6. Er berührt die Grundreihe auf i7, schlägt weiter und endet auf i5, ebenfalls auf der Grundreihe: Jetzt wird er zur Dame. Drei Steine und eine Dame für zwei.
