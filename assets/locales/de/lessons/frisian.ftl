## Der Kurs Friesische Dame (crates/damier-learn/courses/frisian.toml): für jede Lektion ein Titel,
## was sie lehrt in ein oder zwei Sätzen, die Regel in einem Satz (für das Regelfenster) und eine
## Aufgabe je Stellung.

lesson-frisian-men-title = Brett und Steine
lesson-frisian-men-text = Friesische Dame wird auf den 50 dunklen Feldern eines 10×10-Bretts gespielt, mit je 20 Steinen. Ihre Steine (Weiß) ziehen ein Feld schräg vorwärts, zur gegnerischen Grundreihe mit den Feldern 1 bis 5.
lesson-frisian-men-rule = Ein Stein zieht ein Feld schräg vorwärts.
lesson-frisian-men-task-1 = Ziehen Sie den Stein auf 33 ein Feld vorwärts.

lesson-frisian-capture-title = Schlagen, auch gerade
lesson-frisian-capture-text = Ein Stein schlägt eine gegnerische Figur neben sich, indem er über sie auf das leere Feld direkt dahinter springt: schräg wie in anderen Damespielen, aber auch gerade entlang einer Reihe oder Spalte, wo das Nachbarfeld das nächste dunkle Feld ist, zwei Brettfelder weiter. Steine schlagen vorwärts und rückwärts.
lesson-frisian-capture-rule = Ein Stein schlägt schräg und gerade (entlang Reihen und Spalten), vorwärts und rückwärts, indem er über eine benachbarte Figur auf das leere Feld dahinter springt.
lesson-frisian-capture-task-1 = Schlagen Sie den schwarzen Stein schräg.
lesson-frisian-capture-task-2 = Schlagen Sie entlang der Reihe: Springen Sie über den Stein auf 27 und landen Sie auf 26.
lesson-frisian-capture-task-3 = Schlagen Sie rückwärts, gerade die Spalte hinunter.

lesson-frisian-compulsory-title = Schlagpflicht
lesson-frisian-compulsory-text = Wenn Sie schlagen können, müssen Sie schlagen, und für Ihren Gegner gilt dasselbe. Ein gerader Schlag wird leicht übersehen, doch die Regel kann auch für Sie arbeiten: Opfern Sie einen Stein, Ihr Gegner muss ihn schlagen, und Sie holen mehr zurück.
lesson-frisian-compulsory-rule = Wer schlagen kann, muss schlagen.
lesson-frisian-compulsory-task-1 = Finden Sie den Zug, den Sie spielen müssen.
lesson-frisian-compulsory-task-2 = Opfern Sie einen Stein: Schwarz muss ihn schlagen, danach schlagen Sie zwei.

lesson-frisian-multiple-title = Mehrfachschlag
lesson-frisian-multiple-text = Kann dieselbe Figur nach einem Sprung noch einmal springen, muss sie weiterschlagen und darf dabei nach Belieben zwischen schräg und gerade wechseln. Der Zug endet erst, wenn nichts mehr zu schlagen ist.
lesson-frisian-multiple-rule = Ein Schlag geht weiter, solange die schlagende Figur noch springen kann.
lesson-frisian-multiple-task-1 = Schlagen Sie alle drei schwarzen Steine in einem Zug.

lesson-frisian-turkish-title = Geschlagene Steine verschwinden erst am Ende
lesson-frisian-turkish-text = Die geschlagenen Figuren bleiben auf dem Brett, bis der ganze Schlag vorbei ist, und keine darf zweimal übersprungen werden (die Regel des türkischen Schlags). Das Ausgangsfeld gilt als leer, daher darf ein Schlag dort enden, wo er begann.
lesson-frisian-turkish-rule = Geschlagene Figuren werden erst am Ende des Schlags entfernt, und keine wird zweimal übersprungen.
lesson-frisian-turkish-task-1 = Schlagen Sie alle vier Steine und kehren Sie auf Ihr Ausgangsfeld zurück.

lesson-frisian-value-title = Der wertvollste Schlag
lesson-frisian-value-text = Können Sie auf mehrere Arten schlagen, müssen Sie den Schlag mit dem höchsten Wert wählen. Ein Stein zählt 100, eine Dame 199: Eine Dame ist mehr wert als ein Stein, aber weniger als zwei. Zwei Damen gehen also vor drei Steinen, und drei Steine vor einer Dame mit einem Stein. Bei gleichem Wert muss die Dame schlagen, wenn sie es kann.
lesson-frisian-value-rule = Sie müssen den Schlag mit dem höchsten Wert wählen (Stein 100, Dame 199); bei gleichem Wert hat der Schlag mit der Dame Vorrang.
lesson-frisian-value-task-1 = Ein Stein oder eine Dame: Schlagen Sie, was Sie schlagen müssen.
lesson-frisian-value-task-2 = Eine Dame oder zwei Steine: Was ist mehr wert?
lesson-frisian-value-task-3 = Drei Steine oder zwei Damen: Schlagen Sie die richtigen.
lesson-frisian-value-task-4 = Ihr Stein und Ihre Dame können beide den schwarzen Stein schlagen. Wer muss es tun?

lesson-frisian-crowning-title = Zur Dame werden
lesson-frisian-crowning-text = Ein Stein, der seinen Zug auf der gegnerischen Grundreihe (Felder 1 bis 5) beendet, wird zur Dame. Ein Stein, der diese Reihe während eines Schlags nur berührt und weiterschlägt, bleibt ein Stein.
lesson-frisian-crowning-rule = Ein Stein wird nur zur Dame, wenn er seinen Zug auf der gegnerischen Grundreihe beendet.
lesson-frisian-crowning-task-1 = Machen Sie diesen Stein zur Dame.
lesson-frisian-crowning-task-2 = Schlagen Sie und achten Sie darauf: Der Stein berührt die Grundreihe, bleibt aber nicht dort.

lesson-frisian-king-title = Die Dame
lesson-frisian-king-text = Eine Dame zieht beliebig viele freie Felder weit, aber nur schräg. Schlagen kann sie schräg und gerade, auch auf Abstand, und sie darf auf jedem freien Feld hinter der geschlagenen Figur landen.
lesson-frisian-king-rule = Eine Dame zieht schräg beliebig weit und schlägt auf Abstand, schräg und gerade.
lesson-frisian-king-task-1 = Ziehen Sie die Dame in einem Zug nach 46, in die Ecke.
lesson-frisian-king-task-2 = Schlagen Sie beide schwarzen Steine mit der Dame.

lesson-frisian-king-moves-title = Drei Damenzüge hintereinander
lesson-frisian-king-moves-text = Solange Sie noch Steine haben, dürfen Sie dieselbe Dame nicht öfter als dreimal hintereinander ziehen, ohne zu schlagen. Nach drei gewöhnlichen Zügen muss diese Dame warten, bis eine andere Ihrer Figuren gezogen hat; schlagen darf sie aber weiterhin. Haben Sie nur noch Damen, gilt die Regel nicht mehr.
lesson-frisian-king-moves-rule = Solange Sie Steine haben, macht eine Dame höchstens drei gewöhnliche Züge hintereinander; dann muss eine andere Figur ziehen.
lesson-frisian-king-moves-task-1 = Ihre Dame auf 45 hat gerade dreimal hintereinander gezogen: Spielen Sie den Zug, der erlaubt ist.
lesson-frisian-king-moves-task-2 = Schlagen darf dieselbe Dame noch: Schlagen Sie den schwarzen Stein.

lesson-frisian-winning-title = Wie man gewinnt
lesson-frisian-winning-text = Sie gewinnen, wenn Ihr Gegner nicht mehr ziehen kann: weil Sie alle seine Figuren geschlagen haben oder weil alle, die ihm bleiben, eingesperrt sind.
lesson-frisian-winning-rule = Wer nicht mehr ziehen kann, verliert: Alle seine Figuren sind geschlagen oder eingesperrt.
lesson-frisian-winning-task-1 = Gewinnen Sie die Partie: Schlagen Sie den letzten schwarzen Stein.
lesson-frisian-winning-task-2 = Gewinnen Sie durch Einsperren: Nach Ihrem Zug kann Schwarz nicht mehr ziehen.

lesson-frisian-draws-title = Remis
lesson-frisian-draws-text = Eine Partie endet remis, wenn dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal entsteht oder wenn sich beide Spieler darauf einigen. Steht kein Stein mehr auf dem Brett, ist eine Dame gegen eine Dame sofort remis, außer eine Dame geht erzwungen verloren: Die Seite am Zug kann die andere Dame schlagen oder muss ihre eigene hergeben. Zwei Damen gegen eine sind remis, wenn die Seite mit zwei Damen nicht innerhalb von sieben eigenen Zügen gewonnen hat; gewinnen kann man, indem man die einzelne Dame zum Schlagen zwingt.
lesson-frisian-draws-rule = Remis gibt es durch dreifache Stellungswiederholung, durch Einigung, bei einer Dame gegen eine Dame, außer eine Dame geht erzwungen verloren, oder wenn zwei Damen eine Dame nicht in sieben Zügen besiegen.
lesson-frisian-draws-task-1 = Schlagen Sie den letzten schwarzen Stein: Eine Dame gegen eine Dame, keine kann erzwungen geschlagen werden, die Partie ist sofort remis.
lesson-frisian-draws-task-2 = Zwei Damen gegen eine: Bieten Sie mit 24-29 eine Dame an. Schwarz muss sie schlagen, und dann schlägt Ihre andere Dame die schwarze.
lesson-frisian-draws-task-3 = Zwei Damen gegen eine, und Weiß hat sechs seiner sieben Züge gemacht. Machen Sie den siebten: Wenn er nicht gewinnt, ist die Partie remis.

lesson-frisian-test-title = Prüfung
lesson-frisian-test-text = Drei Stellungen, keine Hinweise. Nutzen Sie alles, was Sie gelernt haben.
lesson-frisian-test-task-1 = Weiß am Zug: Schlagen Sie richtig.
lesson-frisian-test-task-2 = Weiß zieht und gewinnt.
lesson-frisian-test-task-3 = Weiß am Zug: Was müssen Sie tun?
