## Der HexDame-Kurs (crates/damier-learn/courses/hexdame.toml): für jede Lektion ein Titel, was sie
## in ein oder zwei Sätzen lehrt, die Regel in einem Satz (für das Regelfenster) und eine Aufgabe
## pro Stellung.

lesson-hexdame-men-title = Das Brett und die Steine
lesson-hexdame-men-text = HexDame wird auf 61 Sechsecken gespielt. Ihre Steine (die weißen) ziehen zur oberen Ecke i9, ein Feld weit: gerade nach oben oder schräg nach oben, links oder rechts.
lesson-hexdame-men-rule = Ein Stein zieht ein Feld vorwärts, in eine von drei Richtungen.
lesson-hexdame-men-task-1 = Ziehen Sie den Stein auf e4 ein Feld vorwärts.

lesson-hexdame-capture-title = Schlagen
lesson-hexdame-capture-text = Ein Stein schlägt einen benachbarten gegnerischen Stein, indem er über ihn auf das leere Feld direkt dahinter springt. Steine schlagen entlang aller sechs Linien: vorwärts und rückwärts.
lesson-hexdame-capture-rule = Ein Stein schlägt, indem er einen benachbarten gegnerischen Stein überspringt, entlang einer der sechs Linien, vorwärts oder rückwärts.
lesson-hexdame-capture-task-1 = Schlagen Sie den schwarzen Stein neben Ihrem.
lesson-hexdame-capture-task-2 = Schlagen Sie noch einmal, diesmal rückwärts.

lesson-hexdame-compulsory-title = Schlagen ist Pflicht
lesson-hexdame-compulsory-text = Wenn Sie schlagen können, müssen Sie schlagen: Ein Schlag geht einem einfachen Zug immer vor, auch wenn Sie lieber nicht schlagen würden. Steine, die schlagen müssen, markiert das Brett mit einem orangen Ring.
lesson-hexdame-compulsory-rule = Wer schlagen kann, muss schlagen.
lesson-hexdame-compulsory-task-1 = Versuchen Sie zuerst, den Stein auf g5 zu ziehen, und lesen Sie, warum das nicht geht. Spielen Sie dann den Pflichtzug.

lesson-hexdame-multiple-title = Mehrere Steine in einem Zug
lesson-hexdame-multiple-text = Kann derselbe Stein nach einem Sprung erneut springen, muss er weiterschlagen, und er darf dabei die Richtung wechseln. Der Zug endet erst, wenn nichts mehr zu schlagen ist.
lesson-hexdame-multiple-rule = Ein Schlag geht weiter, solange der schlagende Stein noch springen kann.
lesson-hexdame-multiple-task-1 = Schlagen Sie beide schwarzen Steine in einem Zug.

lesson-hexdame-turkish-title = Geschlagene Steine verschwinden erst am Ende
lesson-hexdame-turkish-text = Die geschlagenen Steine bleiben auf dem Brett, bis der ganze Schlag beendet ist, und keiner darf zweimal übersprungen werden. Ein Schlag darf sogar auf seinem Ausgangsfeld enden. (Die Demo zum Türkischen Schlag zeigt, was diese Regel bewirken kann.)
lesson-hexdame-turkish-rule = Geschlagene Steine werden erst am Ende des Schlags entfernt, und kein Stein wird zweimal übersprungen.
lesson-hexdame-turkish-task-1 = Schlagen Sie alle drei Steine und kehren Sie zurück: Klicken Sie Ihren Stein an und dann noch einmal sein eigenes Feld.

lesson-hexdame-majority-title = Möglichst viele schlagen
lesson-hexdame-majority-text = Gibt es mehrere Schläge, müssen Sie den wählen, der die meisten Steine schlägt. Eine Dame zählt dabei nicht mehr als ein Stein. Schlagen zwei Schläge gleich viele, haben Sie die Wahl.
lesson-hexdame-majority-rule = Sie müssen den Schlag spielen, der die meisten Steine schlägt; eine Dame zählt nicht mehr als ein Stein.
lesson-hexdame-majority-task-1 = Schlagen Sie so viele Steine, wie Sie müssen.
lesson-hexdame-majority-task-2 = Beide Schläge bringen zwei Steine: Wählen Sie einen davon.

lesson-hexdame-crowning-title = Dame werden
lesson-hexdame-crowning-text = Ein Stein, der seinen Zug am gegenüberliegenden Rand beendet (die beiden oberen Seiten: die neun Felder mit Buchstabe i oder Zahl 9), wird zur Dame. Ein Stein, der diesen Rand während eines Schlags nur berührt, bleibt ein Stein.
lesson-hexdame-crowning-rule = Ein Stein wird nur zur Dame, wenn er seinen Zug am gegenüberliegenden Rand beendet.
lesson-hexdame-crowning-task-1 = Machen Sie diesen Stein zur Dame.
lesson-hexdame-crowning-task-2 = Schlagen Sie und sehen Sie genau hin: Der Stein berührt den Rand, bleibt dort aber nicht stehen.

lesson-hexdame-king-title = Die Dame
lesson-hexdame-king-text = Eine Dame zieht beliebig viele freie Felder weit entlang einer der sechs Linien. Sie schlägt einen Stein in beliebiger Entfernung auf einer Linie und darf auf jedem freien Feld dahinter landen.
lesson-hexdame-king-rule = Eine Dame zieht beliebig weit entlang der sechs Linien und schlägt aus der Ferne.
lesson-hexdame-king-task-1 = Ziehen Sie die Dame in einem Zug nach a1.
lesson-hexdame-king-task-2 = Schlagen Sie mit der Dame und landen Sie auf einem Feld, auf dem die schwarze Dame sie nicht zurückschlagen kann.

lesson-hexdame-winning-title = Wie man gewinnt
lesson-hexdame-winning-text = Sie gewinnen, wenn Ihr Gegner nicht mehr ziehen kann: meist, weil Sie alle seine Steine geschlagen haben. Alle seine Steine einzusperren gewinnt ebenfalls, kommt auf diesem Brett aber fast nie vor.
lesson-hexdame-winning-rule = Wer nicht mehr ziehen kann, verliert: Alle seine Steine sind geschlagen oder alle sind blockiert.
lesson-hexdame-winning-task-1 = Gewinnen Sie die Partie: Schlagen Sie den letzten schwarzen Stein.

lesson-hexdame-draws-title = Remis
lesson-hexdame-draws-text = Eine Partie endet remis, wenn dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug entsteht oder wenn beide Spieler sich einigen. HexDame kennt keine Zugzählregel: Drei Damen gewinnen hier gegen eine, also müssen Sie den Gewinn finden.
lesson-hexdame-draws-rule = Remis gibt es nur durch dreifache Stellungswiederholung oder durch Einigung.
lesson-hexdame-draws-task-1 = Drei Damen gegen eine: Machen Sie irgendeinen Zug, um weiterzuspielen.

lesson-hexdame-test-title = Test
lesson-hexdame-test-text = Drei Stellungen, keine Tipps. Nutzen Sie alles, was Sie gelernt haben.
lesson-hexdame-test-task-1 = Weiß am Zug: Was müssen Sie tun?
lesson-hexdame-test-task-2 = Machen Sie einen Stein zur Dame, und behalten Sie die neue Dame.
lesson-hexdame-test-task-3 = Weiß am Zug: Schlagen Sie richtig.
