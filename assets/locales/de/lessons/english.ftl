## Der Kurs Checkers, englisches Damespiel (crates/damier-learn/courses/english.toml): für jede
## Lektion ein Titel, was sie lehrt in ein oder zwei Sätzen, die Regel in einem Satz (für das
## Regelfenster) und eine Aufgabe je Stellung.

lesson-english-men-title = Brett und Steine
lesson-english-men-text = Checkers, das englische Damespiel, wird auf den 32 dunklen Feldern eines 8×8-Bretts gespielt, mit je 12 Steinen; Rot zieht zuerst. Ihre Steine (Rot) beginnen oben und ziehen ein Feld schräg vorwärts, das Brett hinunter zu den Feldern 29 bis 32.
lesson-english-men-rule = Ein Stein zieht ein Feld schräg vorwärts.
lesson-english-men-task-1 = Ziehen Sie den Stein auf 10 ein Feld vorwärts.

lesson-english-capture-title = Schlagen
lesson-english-capture-text = Ein Stein schlägt, indem er schräg über eine gegnerische Figur direkt neben sich auf das leere Feld dahinter springt. Ein Stein schlägt nur vorwärts, nie rückwärts.
lesson-english-capture-rule = Ein Stein schlägt, indem er schräg über eine gegnerische Figur vor sich auf das leere Feld dahinter springt.
lesson-english-capture-task-1 = Überspringen Sie den weißen Stein.
lesson-english-capture-task-2 = Der weiße Stein hinter Ihrem ist außer Reichweite: Ein Stein schlägt nie rückwärts. Ziehen Sie Ihren Stein vorwärts.

lesson-english-compulsory-title = Schlagpflicht
lesson-english-compulsory-text = Wenn Sie schlagen können, müssen Sie schlagen, und für Ihren Gegner gilt dasselbe. Das können Sie nutzen: Bieten Sie einen Stein an, und Ihr Gegner muss ihn nehmen, auch wenn es ihn mehr kostet.
lesson-english-compulsory-rule = Wer schlagen kann, muss schlagen.
lesson-english-compulsory-task-1 = Finden Sie den Zug, den Sie spielen müssen.
lesson-english-compulsory-task-2 = Geben Sie Weiß einen Stein zu schlagen, dann überspringen Sie zwei.

lesson-english-multiple-title = Mehrere Sprünge in einem Zug
lesson-english-multiple-text = Kann dieselbe Figur nach einem Sprung noch einmal springen, muss sie weitermachen, auch in eine andere Richtung. Der Zug endet erst, wenn nichts mehr zu überspringen ist.
lesson-english-multiple-rule = Hat ein Schlag begonnen, springt die Figur weiter, solange sie kann.
lesson-english-multiple-task-1 = Überspringen Sie beide weißen Steine in einem Zug.

lesson-english-choice-title = Freie Wahl des Schlags
lesson-english-choice-text = Können Sie auf mehrere Arten schlagen, dürfen Sie jeden dieser Schläge wählen, auch einen, der weniger Steine nimmt. Anders als bei internationaler und brasilianischer Dame, wo der Schlag mit den meisten Steinen Pflicht ist, und bei friesischer Dame, wo der Schlag mit dem höchsten Wert Pflicht ist. Den gewählten Schlag müssen Sie aber zu Ende führen.
lesson-english-choice-rule = Sie dürfen jeden Schlag wählen, nicht nur den längsten, müssen ihn aber zu Ende führen.
lesson-english-choice-task-1 = Ein Stein oder zwei: Hier ist beides erlaubt. Wählen Sie.

lesson-english-crowning-title = Zur Dame werden
lesson-english-crowning-text = Ein Stein, der die gegnerische Grundreihe (Felder 29 bis 32) erreicht, wird gekrönt und ist nun eine Dame. Kommt er durch einen Schlag dorthin, endet sein Zug sofort, auch wenn die neue Dame weiterspringen könnte.
lesson-english-crowning-rule = Ein Stein, der die gegnerische Grundreihe erreicht, wird zur Dame, und sein Zug endet dort.
lesson-english-crowning-task-1 = Machen Sie diesen Stein zur Dame.
lesson-english-crowning-task-2 = Schlagen Sie und werden Sie Dame: Die neue Dame springt nicht weiter.

lesson-english-king-title = Die Dame
lesson-english-king-text = Eine Dame zieht ein Feld schräg, vorwärts oder rückwärts. Sie schlägt auch vorwärts und rückwärts, aber nur eine Figur direkt neben sich: Im Checkers ziehen Damen nicht über mehrere Felder.
lesson-english-king-rule = Eine Dame zieht und schlägt jeweils nur ein Feld weit, in jede schräge Richtung.
lesson-english-king-task-1 = Ziehen Sie die Dame ein Feld zurück, zum oberen Brettrand hin.
lesson-english-king-task-2 = Überspringen Sie beide weißen Steine mit der Dame: erst vorwärts, dann rückwärts.

lesson-english-winning-title = Wie man gewinnt
lesson-english-winning-text = Sie gewinnen, wenn Ihr Gegner nicht mehr ziehen kann: weil Sie alle seine Figuren geschlagen haben oder weil alle, die ihm bleiben, eingesperrt sind.
lesson-english-winning-rule = Wer nicht mehr ziehen kann, verliert: Alle seine Figuren sind geschlagen oder eingesperrt.
lesson-english-winning-task-1 = Gewinnen Sie die Partie: Schlagen Sie die letzte weiße Figur.
lesson-english-winning-task-2 = Gewinnen Sie durch Einsperren: Nach Ihrem Zug kann Weiß nicht mehr ziehen.

lesson-english-draws-title = Remis
lesson-english-draws-text = Eine Partie endet remis, wenn dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal entsteht oder wenn sich beide Spieler darauf einigen. Auch die 40-Züge-Regel beendet sie: Hat jeder Spieler 40 Züge ohne Steinzug und ohne Schlag gemacht, ist die Partie remis. Wer mit Damen im Vorteil ist, muss also innerhalb der Zählung gewinnen.
lesson-english-draws-rule = Remis gibt es durch dreifache Stellungswiederholung, durch Einigung oder nach je 40 Zügen ohne Steinzug und ohne Schlag.
lesson-english-draws-task-1 = Zwei Damen gegen eine: Von hier an läuft die Zählung der 40 Züge, bis ein Stein geschlagen wird. Machen Sie einen beliebigen Zug.
lesson-english-draws-task-2 = Nur Damen, und 79 Halbzüge ohne Steinzug und ohne Schlag. Machen Sie den 80.: Die Partie ist remis durch die 40-Züge-Regel.

lesson-english-test-title = Prüfung
lesson-english-test-text = Drei Stellungen, keine Hinweise. Nutzen Sie alles, was Sie gelernt haben.
lesson-english-test-task-1 = Rot am Zug: Was müssen Sie tun?
lesson-english-test-task-2 = Rot am Zug: Schlagen Sie.
lesson-english-test-task-3 = Rot zieht und gewinnt.
