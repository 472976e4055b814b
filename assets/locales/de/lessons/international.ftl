## Der Kurs für internationales Damespiel (crates/damier-learn/courses/international.toml): für jede
## Lektion ein Titel, was sie in ein oder zwei Sätzen lehrt, die Regel in einem Satz (für das
## Regelfenster) und eine Aufgabe pro Stellung.

lesson-international-men-title = Das Brett und die Steine
lesson-international-men-text = Internationales Damespiel wird auf den 50 dunklen Feldern eines 10×10-Bretts gespielt, von oben nach unten nummeriert von 1 bis 50. Ihre Steine (die weißen) ziehen nach oben zu den Feldern 1–5, ein Feld schräg vorwärts auf ein freies Feld.
lesson-international-men-rule = Ein Stein zieht ein Feld schräg vorwärts auf ein freies Feld.
lesson-international-men-task-1 = Ziehen Sie den Stein auf 33 ein Feld vorwärts.
lesson-international-men-task-2 = Ihr eigener Stein auf 28 steht im Weg: Ziehen Sie den Stein auf 33.

lesson-international-capture-title = Schlagen
lesson-international-capture-text = Ein Stein schlägt einen gegnerischen Stein auf dem schräg benachbarten Feld, indem er über ihn auf das freie Feld direkt dahinter springt. Steine ziehen nur vorwärts, schlagen aber vorwärts und rückwärts.
lesson-international-capture-rule = Ein Stein schlägt, indem er einen schräg benachbarten gegnerischen Stein überspringt, vorwärts oder rückwärts.
lesson-international-capture-task-1 = Schlagen Sie den schwarzen Stein.
lesson-international-capture-task-2 = Schlagen Sie noch einmal, diesmal rückwärts.

lesson-international-compulsory-title = Schlagen ist Pflicht
lesson-international-compulsory-text = Wenn Sie schlagen können, müssen Sie schlagen, auch wenn es Sie einen Stein kostet. Für Ihren Gegner gilt dasselbe: Sie können ihm also einen Stein anbieten, den Schwarz schlagen muss.
lesson-international-compulsory-rule = Wer schlagen kann, muss schlagen.
lesson-international-compulsory-task-1 = Spielen Sie den Zug, den Sie spielen müssen, und sehen Sie, wie Schwarz zurückschlägt.
lesson-international-compulsory-task-2 = Bieten Sie Schwarz einen Stein an, den Schwarz schlagen muss, und schlagen Sie dann selbst zwei.

lesson-international-multiple-title = Mehrere Steine in einem Zug
lesson-international-multiple-text = Kann derselbe Stein nach einem Sprung erneut springen, muss er weiterschlagen, und er darf dabei die Richtung wechseln. Der Zug endet erst, wenn nichts mehr zu schlagen ist.
lesson-international-multiple-rule = Ein Schlag geht weiter, solange der schlagende Stein noch springen kann.
lesson-international-multiple-task-1 = Schlagen Sie alle drei schwarzen Steine in einem Zug.

lesson-international-turkish-title = Geschlagene Steine verschwinden erst am Ende
lesson-international-turkish-text = Die geschlagenen Steine bleiben auf dem Brett, bis der ganze Schlag beendet ist, und keiner darf zweimal übersprungen werden. Ein Schlag darf sogar auf seinem Ausgangsfeld enden. (Die Demo zum Türkischen Schlag zeigt, was diese Regel bewirken kann.)
lesson-international-turkish-rule = Geschlagene Steine werden erst am Ende des Schlags entfernt, und kein Stein wird zweimal übersprungen.
lesson-international-turkish-task-1 = Schlagen Sie alle vier Steine und kehren Sie nach 28 zurück.

lesson-international-majority-title = Möglichst viele schlagen
lesson-international-majority-text = Gibt es mehrere Schläge, müssen Sie den wählen, der die meisten Steine schlägt. Eine Dame zählt dabei nicht mehr als ein Stein; schlagen zwei Schläge gleich viele, haben Sie die Wahl.
lesson-international-majority-rule = Sie müssen den Schlag spielen, der die meisten Steine schlägt; eine Dame zählt nicht mehr als ein Stein.
lesson-international-majority-task-1 = Schlagen Sie so viele Steine, wie Sie müssen.
lesson-international-majority-task-2 = Die Dame zählt nur als ein Stein: Schlagen Sie so viele Steine, wie Sie müssen.
lesson-international-majority-task-3 = Beide Schläge bringen zwei Steine: Wählen Sie einen davon.

lesson-international-crowning-title = Dame werden
lesson-international-crowning-text = Ein Stein, der seinen Zug auf der gegnerischen Grundreihe beendet (den Feldern 1–5 für Weiß), wird zur Dame. Ein Stein, der diese Reihe während eines Schlags nur berührt, bleibt ein Stein.
lesson-international-crowning-rule = Ein Stein wird nur zur Dame, wenn er seinen Zug auf der gegnerischen Grundreihe beendet.
lesson-international-crowning-task-1 = Machen Sie diesen Stein zur Dame.
lesson-international-crowning-task-2 = Schlagen Sie und sehen Sie genau hin: Der Stein berührt die Grundreihe, bleibt dort aber nicht stehen.

lesson-international-king-title = Die Dame
lesson-international-king-text = Eine Dame zieht beliebig viele freie Felder weit entlang einer Diagonale, vorwärts oder rückwärts. Sie schlägt einen Stein in beliebiger Entfernung auf einer Diagonale und darf auf jedem freien Feld dahinter landen; kann sie aber von einigen dieser Felder aus weiterschlagen, muss sie auf einem davon landen.
lesson-international-king-rule = Eine Dame zieht beliebig weit entlang der Diagonalen und schlägt aus der Ferne.
lesson-international-king-task-1 = Ziehen Sie die Dame in einem Zug nach 46.
lesson-international-king-task-2 = Schlagen Sie mit der Dame und landen Sie, wo Sie möchten.
lesson-international-king-task-3 = Schlagen Sie mit der Dame und landen Sie dort, wo sie weiterschlagen kann.

lesson-international-winning-title = Wie man gewinnt
lesson-international-winning-text = Sie gewinnen, wenn Ihr Gegner nicht mehr ziehen kann: weil Sie alle seine Steine geschlagen haben oder weil alle Steine, die ihm bleiben, blockiert sind.
lesson-international-winning-rule = Wer nicht mehr ziehen kann, verliert: Alle seine Steine sind geschlagen oder alle sind blockiert.
lesson-international-winning-task-1 = Gewinnen Sie die Partie: Schlagen Sie die letzten beiden schwarzen Steine.
lesson-international-winning-task-2 = Gewinnen Sie die Partie, indem Sie beide schwarzen Steine blockieren.

lesson-international-draws-title = Remis
lesson-international-draws-text = Eine Partie endet remis, wenn beide Spieler sich einigen oder wenn dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug entsteht. Auch die Zahl der Züge zählt: 25 Damenzüge auf jeder Seite, und eine kurze Frist, wenn einer Seite nur noch eine einzelne Dame bleibt gegen einen, zwei oder drei Steine, darunter mindestens eine Dame.
lesson-international-draws-rule = Remis gibt es durch Einigung, durch dreifache Stellungswiederholung, nach 25 Damenzügen jeder Seite ohne Schlag und ohne Steinzug, oder wenn die Frist gegen eine einzelne Dame abläuft (16 Züge gegen drei Steine, 5 gegen einen oder zwei).
lesson-international-draws-task-1 = Hier ziehen nur Damen: Nach 25 Zügen jeder Seite ohne Schlag und ohne Steinzug ist die Partie remis. Machen Sie irgendeinen Zug.
lesson-international-draws-task-2 = Drei Steine gegen eine einzelne Dame: Sie haben 16 Züge, um zu gewinnen. Machen Sie irgendeinen Zug.
lesson-international-draws-task-3 = Zwei Damen gegen eine einzelne Dame: nur 5 Züge für jede Seite. Machen Sie irgendeinen Zug.
lesson-international-draws-task-4 = Zwei Damen gegen eine einzelne Dame, und Schwarz hat seinen fünften Zug gemacht: Machen Sie den fünften von Weiß; wenn er nicht gewinnt, ist die Partie remis.

lesson-international-test-title = Test
lesson-international-test-text = Drei Stellungen, keine Tipps. Nutzen Sie alles, was Sie gelernt haben.
lesson-international-test-task-1 = Weiß am Zug: Schlagen Sie richtig.
lesson-international-test-task-2 = Bieten Sie einen Stein an, schlagen Sie dann drei und machen Sie einen Stein zur Dame.
lesson-international-test-task-3 = Weiß am Zug: Welcher Stein muss schlagen, und wo hält er an?
