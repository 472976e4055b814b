## Der Kurs für brasilianisches Damespiel (crates/damier-learn/courses/brazilian.toml): für jede
## Lektion ein Titel, was sie in ein oder zwei Sätzen lehrt, die Regel in einem Satz (für das
## Regelfenster) und eine Aufgabe pro Stellung.

lesson-brazilian-men-title = Das Brett und die Steine
lesson-brazilian-men-text = Brasilianisches Damespiel ist internationales Damespiel auf einem kleineren Brett: den 32 dunklen Feldern eines 8×8-Bretts, von oben nach unten nummeriert von 1 bis 32. Ihre Steine (die weißen) ziehen nach oben zu den Feldern 1–4, ein Feld schräg vorwärts auf ein freies Feld.
lesson-brazilian-men-rule = Ein Stein zieht ein Feld schräg vorwärts auf ein freies Feld.
lesson-brazilian-men-task-1 = Ziehen Sie den Stein auf 22 ein Feld vorwärts.
lesson-brazilian-men-task-2 = Ihr eigener Stein auf 17 steht im Weg: Ziehen Sie den Stein auf 22.

lesson-brazilian-capture-title = Schlagen
lesson-brazilian-capture-text = Ein Stein schlägt einen gegnerischen Stein auf dem schräg benachbarten Feld, indem er über ihn auf das freie Feld direkt dahinter springt. Steine ziehen nur vorwärts, schlagen aber vorwärts und rückwärts.
lesson-brazilian-capture-rule = Ein Stein schlägt, indem er einen schräg benachbarten gegnerischen Stein überspringt, vorwärts oder rückwärts.
lesson-brazilian-capture-task-1 = Schlagen Sie den schwarzen Stein.
lesson-brazilian-capture-task-2 = Schlagen Sie noch einmal, diesmal rückwärts.

lesson-brazilian-compulsory-title = Schlagen ist Pflicht
lesson-brazilian-compulsory-text = Wenn Sie schlagen können, müssen Sie schlagen, auch wenn es Sie einen Stein kostet. Für Ihren Gegner gilt dasselbe: Sie können ihm also einen Stein anbieten, den Schwarz schlagen muss.
lesson-brazilian-compulsory-rule = Wer schlagen kann, muss schlagen.
lesson-brazilian-compulsory-task-1 = Spielen Sie den Zug, den Sie spielen müssen, und sehen Sie, wie Schwarz zurückschlägt.
lesson-brazilian-compulsory-task-2 = Bieten Sie Schwarz einen Stein an, den Schwarz schlagen muss, und schlagen Sie dann selbst zwei.

lesson-brazilian-multiple-title = Mehrere Steine in einem Zug
lesson-brazilian-multiple-text = Kann derselbe Stein nach einem Sprung erneut springen, muss er weiterschlagen, und er darf dabei die Richtung wechseln. Der Zug endet erst, wenn nichts mehr zu schlagen ist.
lesson-brazilian-multiple-rule = Ein Schlag geht weiter, solange der schlagende Stein noch springen kann.
lesson-brazilian-multiple-task-1 = Schlagen Sie alle drei schwarzen Steine in einem Zug.

lesson-brazilian-turkish-title = Geschlagene Steine verschwinden erst am Ende
lesson-brazilian-turkish-text = Die geschlagenen Steine bleiben auf dem Brett, bis der ganze Schlag beendet ist, und keiner darf zweimal übersprungen werden. Ein Schlag darf sogar auf seinem Ausgangsfeld enden.
lesson-brazilian-turkish-rule = Geschlagene Steine werden erst am Ende des Schlags entfernt, und kein Stein wird zweimal übersprungen.
lesson-brazilian-turkish-task-1 = Schlagen Sie alle vier Steine und kehren Sie nach 26 zurück.

lesson-brazilian-majority-title = Möglichst viele schlagen
lesson-brazilian-majority-text = Gibt es mehrere Schläge, müssen Sie den wählen, der die meisten Steine schlägt. Eine Dame zählt dabei nicht mehr als ein Stein; schlagen zwei Schläge gleich viele, haben Sie die Wahl.
lesson-brazilian-majority-rule = Sie müssen den Schlag spielen, der die meisten Steine schlägt; eine Dame zählt nicht mehr als ein Stein.
lesson-brazilian-majority-task-1 = Schlagen Sie so viele Steine, wie Sie müssen.
lesson-brazilian-majority-task-2 = Die Dame zählt nur als ein Stein: Schlagen Sie so viele Steine, wie Sie müssen.
lesson-brazilian-majority-task-3 = Beide Schläge bringen zwei Steine: Wählen Sie einen davon.

lesson-brazilian-crowning-title = Dame werden
lesson-brazilian-crowning-text = Ein Stein, der seinen Zug auf der gegnerischen Grundreihe beendet (den Feldern 1–4 für Weiß), wird zur Dame. Ein Stein, der diese Reihe während eines Schlags nur berührt, bleibt ein Stein.
lesson-brazilian-crowning-rule = Ein Stein wird nur zur Dame, wenn er seinen Zug auf der gegnerischen Grundreihe beendet.
lesson-brazilian-crowning-task-1 = Machen Sie diesen Stein zur Dame.
lesson-brazilian-crowning-task-2 = Schlagen Sie und sehen Sie genau hin: Der Stein berührt die Grundreihe, bleibt dort aber nicht stehen.

lesson-brazilian-king-title = Die Dame
lesson-brazilian-king-text = Eine Dame zieht beliebig viele freie Felder weit entlang einer Diagonale, vorwärts oder rückwärts. Sie schlägt einen Stein in beliebiger Entfernung auf einer Diagonale und darf auf jedem freien Feld dahinter landen; kann sie aber von einigen dieser Felder aus weiterschlagen, muss sie auf einem davon landen.
lesson-brazilian-king-rule = Eine Dame zieht beliebig weit entlang der Diagonalen und schlägt aus der Ferne.
lesson-brazilian-king-task-1 = Ziehen Sie die Dame in einem Zug nach 29.
lesson-brazilian-king-task-2 = Schlagen Sie mit der Dame und landen Sie, wo Sie möchten.
lesson-brazilian-king-task-3 = Schlagen Sie mit der Dame und landen Sie dort, wo sie weiterschlagen kann.

lesson-brazilian-winning-title = Wie man gewinnt
lesson-brazilian-winning-text = Sie gewinnen, wenn Ihr Gegner nicht mehr ziehen kann: weil Sie alle seine Steine geschlagen haben oder weil alle Steine, die ihm bleiben, blockiert sind. Auf diesem kleinen Brett ist das Blockieren ein echter Weg zum Sieg.
lesson-brazilian-winning-rule = Wer nicht mehr ziehen kann, verliert: Alle seine Steine sind geschlagen oder alle sind blockiert.
lesson-brazilian-winning-task-1 = Gewinnen Sie die Partie: Schlagen Sie die letzten beiden schwarzen Steine.
lesson-brazilian-winning-task-2 = Gewinnen Sie die Partie, indem Sie beide schwarzen Steine blockieren.

lesson-brazilian-draws-title = Remis
lesson-brazilian-draws-text = Eine Partie endet remis, wenn dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug entsteht oder wenn beide Spieler sich einigen. Auch die Zählungen der FMJD-Regeln für das Spiel auf 64 Feldern beenden sie: je 15 Züge nur mit Damen, ohne Schlag und ohne Steinzug; gegen eine einzelne Dame fünf Züge der stärkeren Seite mit zwei Steinen (oder mit drei, wenn die einzelne Dame die lange Diagonale hält) und fünfzehn mit drei Damen.
lesson-brazilian-draws-rule = Remis gibt es durch dreifache Stellungswiederholung, durch Einigung, nach je 15 Damenzügen ohne Schlag und ohne Steinzug, oder wenn die Frist gegen eine einzelne Dame abläuft (5 Züge gegen zwei Steine oder gegen drei auf der langen Diagonale, 15 gegen drei Damen).
lesson-brazilian-draws-task-1 = Zwei Damen gegen eine einzelne Dame: Sie haben fünf Züge, um zu gewinnen. Machen Sie irgendeinen Zug.
lesson-brazilian-draws-task-2 = Drei Damen gegen eine einzelne Dame, und Weiß hat 14 seiner 15 Züge gemacht. Machen Sie den 15.: Die Partie ist remis.

lesson-brazilian-test-title = Test
lesson-brazilian-test-text = Drei Stellungen, keine Tipps. Nutzen Sie alles, was Sie gelernt haben.
lesson-brazilian-test-task-1 = Weiß am Zug: Schlagen Sie richtig.
lesson-brazilian-test-task-2 = Weiß am Zug: Welcher Stein muss schlagen, und wo hält er an?
lesson-brazilian-test-task-3 = Bieten Sie einen Stein an, schlagen Sie dann drei und machen Sie einen Stein zur Dame.
