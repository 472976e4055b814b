# Damiers Texte auf Deutsch, übersetzt aus der englischen Referenz (en/damier.ftl). Zugnotation,
# Feldnamen und Zahlen werden nie übersetzt. `$side`, `$winner` und `$loser` sind Namen der Seiten
# (side-white, side-black, side-red), bereits übersetzt.

## Varianten, Seiten, Stufen

variant-hexdame = HexDame
variant-international = Internationales Damespiel
variant-brazilian = Brasilianisches Damespiel
variant-frisian = Friesisches Damespiel
variant-english = Englisches Damespiel (Checkers)
variant-hexdame-blurb = Freelings hexagonales Damespiel: 61 Felder, sechs Richtungen, langschrittige Damen.
variant-international-blurb = 10×10, langschrittige Damen, Steine schlagen auch rückwärts, die meisten Steine müssen geschlagen werden.
variant-brazilian-blurb = Internationale Regeln auf einem 8×8-Brett.
variant-frisian-blurb = 10×10, auch mit geraden Schlägen; der wertvollste Schlag ist Pflicht.
variant-english-blurb = Checkers auf 8×8: kurzschrittige Damen, Steine schlagen vorwärts, freie Wahl des Schlags.

side-white = Weiß
side-black = Schwarz
side-red = Rot

level-beginner = Anfänger
level-casual = Freizeit
level-intermediate = Fortgeschritten
level-club = Verein
level-expert = Experte
level-maximum = Maximum
level-beginner-strength = lernt das Spiel: sieht einen Zug voraus und zählt Steine
level-casual-strength = ein Gelegenheitsspieler: lässt nie einen Stein hängen
level-intermediate-strength = sieht kurze Kombinationen
level-club-strength = ein Vereinsspieler
level-expert-strength = ein starker Vereinsspieler, der sofort antwortet
level-maximum-strength = volle Stärke, ein paar Sekunden pro Zug

## Wie eine Partie endet

outcome-no-legal-move = { $winner } gewinnt: { $loser } hat keinen legalen Zug
outcome-resigned = { $winner } gewinnt: { $loser } hat aufgegeben
outcome-on-time = { $winner } gewinnt auf Zeit: das Blättchen von { $loser } ist gefallen
outcome-wins = { $winner } gewinnt ({ $reason })
outcome-draw = Remis: { $reason }
reason-no-legal-move = kein legaler Zug
reason-resignation = Aufgabe
reason-agreement = Vereinbarung
reason-threefold-repetition = dreifache Stellungswiederholung
reason-king-moves-only = je { $moves } Damenzüge ohne Schlag oder Steinzug (FMJD)
reason-three-pieces-against-king = je 16 Züge mit drei Spielsteinen gegen eine Dame (FMJD)
reason-two-pieces-against-king = je 5 Züge mit zwei Spielsteinen gegen eine Dame (FMJD)
reason-two-kings-against-king = zwei Damen gegen eine, ohne Gewinn in sieben Zügen
reason-king-against-king = eine Dame gegen eine Dame, ohne erzwingbaren Schlag
reason-time = Zeit
reason-time-without-mating = Zeit, mit zu wenig Material zum Gewinnen
reason-king-moves-only-64 = je { $moves } Damenzüge ohne Schlag oder Steinzug (FMJD, 64 Felder)
reason-no-man-moved-wcdf = je 40 Züge ohne Steinzug oder Schlag (WCDF)
reason-three-kings-against-king-64 = drei Damen gegen eine einzelne Dame, ohne Gewinn in 15 Zügen (FMJD, 64 Felder)
reason-two-pieces-against-king-64 = zwei Spielsteine gegen eine einzelne Dame, ohne Gewinn in 5 Zügen (FMJD, 64 Felder)
reason-lone-king-on-long-diagonal-64 = drei Spielsteine gegen eine einzelne Dame auf der langen Diagonale, ohne Gewinn in 5 Zügen (FMJD, 64 Felder)
reason-unchanged-material-64 = Damen auf beiden Seiten und kein Schlag und keine Umwandlung in je 30 Zügen, 60 mit sechs oder sieben Steinen (FMJD, 64 Felder)

## Uhren

clock-sudden-death = { $minutes } min
clock-fischer = { $minutes } min + { $seconds } s pro Zug
clock-bronstein = { $minutes } min, { $seconds } s Verzögerung
clock-moves-in = { $moves } Züge in { $minutes } min
clock-error-not-a-number = „{ $text }“ ist keine Zeitangabe (schreiben Sie 3+2, 5d2, 40/90 oder 10)
clock-error-no-time = eine Uhr braucht eine Anfangszeit
clock-error-too-short = eine Uhr braucht mindestens eine Sekunde
clock-error-too-long = höchstens ein Tag und höchstens eine Stunde pro Zug
clock-error-moves = eine Periode von { $moves } Zügen: erlaubt sind 1 bis { $most }

## Titelbildschirm

title-tagline = HexDame und die großen Damespiele
title-continue = Fortsetzen
title-new-game = Neue Partie
title-demos = Demos
title-demos-hover = Der Türkische Schlag und andere berühmte Kombinationen
title-puzzles = Aufgaben
title-puzzles-hover = Taktik für jede Variante, mit Wertung
title-load = Laden
title-set-up = Stellung aufbauen
title-settings = Einstellungen
title-quit = Beenden

## Fenster Neue Partie

new-game-title = Neue Partie
new-game-variant = Variante
new-game-kings-move-straight = Damen ziehen auch geradeaus (optionale Regel)
new-game-players = Spieler
new-game-hot-seat = Zwei Spieler an diesem Computer
new-game-against-computer = Mit { $side } gegen den Computer spielen
new-game-computer-both = Dem Computer beim Spiel gegen sich selbst zusehen
new-game-level = Stufe
new-game-clock = Uhr
new-game-clock-none = Keine
new-game-clock-custom = Eigene:
new-game-clock-hover = Minuten + Sekunden pro Zug (3+2); 5d2: 2 Sekunden Bronstein-Verzögerung; 40/90: 40 Züge in 90 Minuten
new-game-no-clock = Ohne Uhr
new-game-start = Starten

## Einstellungen

settings-title = Einstellungen
settings-reset-title = Einstellungen wurden zurückgesetzt
settings-reset-defaults = Es werden die Standardeinstellungen verwendet.
settings-language = Sprache
settings-language-system = System ({ $language })
settings-animation-speed = Animationsgeschwindigkeit
speed-off = Aus
speed-fast = Schnell
speed-normal = Normal
speed-slow = Langsam
settings-show-coordinates = Koordinaten anzeigen
settings-turn-board = Brett zum Spieler am Zug drehen
settings-sound = Ton
settings-volume = Lautstärke
settings-saved-in = Gespeichert in { $path }

## Dateien, die das Spiel aufbewahrt

file-problem = { $file } { $fault }; { $kept }.
file-unreadable = konnte nicht gelesen werden ({ $detail })
file-corrupt = war fehlerhaft ({ $detail })
file-not-text = ist kein Text (ein Byte, das kein UTF-8 ist, an Position { $offset })
file-damaged = war beschädigt ({ $detail }); was gültig war, wird angeboten
file-holds-no-game = enthält keine Partie
file-kept-as = sie wurde als { $path } aufbewahrt
file-not-moved = sie konnte nicht beiseitegelegt werden ({ $detail })

## Gemeinsame Wörter

ok = OK
cancel = Abbrechen
close = Schließen
save = Speichern
load = Laden
play = Spielen
hint = Tipp
settings = Einstellungen
new-game = Neue Partie
menu = Menü
show-legal-moves = Erlaubte Zielfelder zeigen
show-last-move = Letzten Zug hervorheben
kings-move-straight = Damen ziehen auch gerade

## Die Seitenleiste einer Partie

result-in-file = Ergebnis in der Datei: { $result }
to-move = { $side } am Zug
draw-count = Remiszählung: noch { $plies ->
    [one] ein Halbzug
   *[other] { $plies } Halbzüge
} bis zum Remis durch { $reason }.
captured = Geschlagen — { $counts }
player-computer = Computer ({ $level })
player-person = Mensch
computer-thinking = Der Computer denkt nach…
undo = Rückgängig
redo = Wiederholen
offer-draw = Remis anbieten
resign = Aufgeben
typed-move = Zug:
moves = Züge
moves-hover = Klicken Sie auf einen Zug, um die Stellung danach zu sehen; mit Bild ↑ und Bild ↓ gehen Sie durch die Partie.
copy-fen = FEN kopieren
copy-fen-hover = Kopiert diese Stellung in die Zwischenablage
fen-copied = FEN in die Zwischenablage kopiert
edit = Bearbeiten
edit-hover = Öffnet diese Stellung im Stellungseditor
hint-hover = Zeigt den besten Zug auf dem Brett
show-evaluation = Bewertung anzeigen
depth-line = Tiefe { $depth }: { $line }
book-line = Eröffnungsbuch: { $line }
score-win-in = Gewinn in { $plies }
score-loss-in = Verlust in { $plies }
flip-board = Brett drehen
reset-view = Ansicht zurücksetzen
clock-resume = Fortsetzen
clock-pause = Pause

## Fragen und das Ende einer Partie

branch-title = Neue Zugfolge beginnen?
branch-question = Wenn Sie hier { $move } spielen, ersetzt das { $later ->
        [one] den folgenden Zug
       *[other] die { $later } folgenden Züge
    } dieser Partie.
branch-play = { $move } spielen
branch-keep = Partie behalten
draw-title = Remis angeboten
draw-question = { $side } bietet Remis an. { $other }, nehmen Sie an?
draw-accept = Annehmen
draw-decline = Ablehnen

## Analyse

analysing = Analyse läuft…
analyse = Partie analysieren
analyse-hover = Die Engine geht jede Stellung durch: Bewertungszeichen, bessere Züge, Genauigkeit
accuracy = { $side }: Genauigkeit { $accuracy }, { $marks }
mark-better = { $symbol } ({ $mark }): besser war { $better }
mark-inaccuracy = Ungenauigkeit
mark-mistake = Fehler
mark-blunder = Patzer
try-move = { $move } ausprobieren
save-analysis = Mit Analyse speichern
save-analysis-hover = PDN mit Bewertungszeichen, Bewertungen und besseren Zugfolgen
graph-men = Steine
graph-evaluation = Bewertung für Weiß
graph-on-board = auf dem Brett

## Demos

demos-title = Demos
demos-intro = Berühmte Kombinationen, Zug um Zug vorgespielt. Sehen Sie sich eine an, oder finden Sie die Kombination selbst.
demo-watch = Ansehen
find-the-shot = Kombination finden
pace-slow-motion = Zeitlupe
demo-subtitle = { $variant } · Demo
demo-move-of = Zug { $shown } von { $total }
demo-restart = Neu starten
demo-step-back = Schritt zurück
demo-step-forward = Schritt vor
demo-speed = Geschwindigkeit
demo-follow-captures = Kamera folgt den Schlägen
demo-ghosts = Geschlagene Steine bleiben ausgegraut auf dem Brett, bis der Schlag beendet ist.
find-the-shot-yourself = Finden Sie die Kombination selbst
back-to-demos = Zurück zu den Demos
solved = Gelöst!

## Aufgaben

puzzles-title = Aufgaben
puzzles-intro = Taktik aus Damiers eigenen Partien: genau ein Zug gewinnt. Finden Sie ihn.
puzzles-difficulty = Schwierigkeit:
puzzles-any = alle
puzzles-counts = { $total } Aufgaben: { $solved } gelöst, { $failed } verfehlt, { $to_go } offen
puzzles-none-left = Hier ist keine Aufgabe mehr übrig.
puzzles-theme = Thema:
puzzle-themes = Themen: { $themes }
puzzles-due = { $due } verfehlte Aufgaben sind zurück für einen neuen Versuch.
puzzle-review = Eine verfehlte Aufgabe, zurück für einen neuen Versuch.
puzzle-variant-rating = Ihre Aufgabenwertung ({ $variant }): { $rating }
theme-shot = Schlag
theme-turkish-strike = Türkischer Schlag
theme-breakthrough = Durchbruch
theme-king-catch = Damenfang
theme-quiet-move = Stiller Zug
theme-multiple-capture = Mehrfachschlag
theme-double-sacrifice = Doppelopfer
theme-endgame = Endspiel
theme-opposition = Opposition
puzzles-progress-reset = Ihre Rätselergebnisse beginnen von vorn; die alte Datei bleibt unverändert erhalten.
puzzle-title = Aufgabe { $number } · { $variant } · Schwierigkeit { $difficulty }
puzzle-the-solution = Die Lösung
puzzle-first-try = Beim ersten Versuch, ohne Tipp. Bravo!
puzzle-tries-hints = { $tries ->
        [one] 1 Fehlversuch
       *[other] { $tries } Fehlversuche
    }, { $hints ->
        [one] 1 Tipp
       *[other] { $hints } Tipps
    }.
puzzle-to-play = { $side } zieht und gewinnt.
puzzle-how = Spielen Sie die Züge der Kombination; die Antworten kommen von selbst.
puzzle-wrong-tries = Fehlversuche: { $tries }
puzzle-hint-hover = Zeigt den Stein und wohin er zieht
puzzle-watch-solution = Lösung ansehen
puzzle-show-solution = Lösung zeigen
puzzle-next = Nächste Aufgabe
puzzle-all-done = Sie haben alle Aufgaben dieser Variante durchgespielt.
puzzle-back = Zurück zu den Aufgaben

## Fehler in Zügen, Stellungen und FEN (Feldnamen und Züge bleiben, wie sie geschrieben sind)

setup-off-board = ein Stein steht außerhalb des Bretts
setup-occupied = zwei Steine auf { $cell }
setup-man-on-crowning-row = ein Stein kann nicht auf { $cell } stehen, der Reihe, auf der er zur Dame würde
setup-king-run-not-a-king = der Damenzugzähler von { $side } nennt ein Feld ohne seine Dame
setup-king-run-too-long = der Damenzugzähler von { $side } steht auf { $count }, über dem Limit
unplayable-no-pieces = { $side } hat keine Steine
unplayable-too-many = { $side } hat { $count } Steine; eine Partie beginnt mit { $max }
unplayable-man-on-crowning-row = der Stein von { $side } auf { $cell } steht auf der Reihe, auf der er zur Dame würde
unplayable-no-legal-move = { $side } ist am Zug, hat aber keinen legalen Zug: die Partie wäre schon vorbei
fen-error = Ungültige FEN: { $reason }
fen-error-at = Ungültige FEN in Spalte { $column }: { $reason }
fen-empty = die FEN ist leer
fen-bad-side-to-move = die Seite am Zug muss W oder B sein, nicht „{ $text }“
fen-empty-field = leeres FEN-Feld
fen-listed-twice = die Steine von { $side } sind doppelt aufgeführt
fen-bad-counter = „{ $text }“ braucht eine Zahl nach dem Buchstaben
fen-unexpected-field = unerwartetes FEN-Feld „{ $text }“
fen-missing-side = eine FEN braucht ein W-Feld und ein B-Feld (beide dürfen leer sein)
fen-empty-entry = leerer Eintrag in einer Steinliste
fen-backwards-range = der Bereich { $text } läuft rückwärts
fen-given-twice = { $cell } ist doppelt angegeben
fen-king-runs = { $text }
not-a-hex-cell = „{ $text }“ ist kein HexDame-Feld (a1..i9)
not-a-square = „{ $text }“ ist keine Feldnummer (1..{ $cells })
move-error = Zug „{ $input }“: { $reason }
move-empty = leerer Zug
move-malformed = erwartet werden Felder, getrennt durch „-“ oder „x“
move-not-a-hex-move = kein HexDame-Zug: schreiben Sie f4-g5, f4xh6xf6 oder kurz, etwa f45, fg4, f4g5, e8g6x, f6x
move-not-a-route = { $route } ist kein legaler Schlagweg
move-ambiguous = mehrdeutig: es könnte { $options } sein; geben Sie den ganzen Weg an
move-illegal = dieser Zug ist hier nicht erlaubt
game-over = die Partie ist vorbei: { $outcome }

## Hinweise: was das Spiel einem Spieler zu einem Klick oder Zug sagt

cue-wait-for-move = Warten Sie, bis der Zug beendet ist
cue-computer-thinking = Der Computer denkt nach
cue-choose-piece = Wählen Sie zuerst einen Ihrer Steine
cue-no-move-ends-there = Dort endet kein legaler Zug
hint-click-landings = Dort enden mehrere Schläge: Klicken Sie die Landefelder der Reihe nach an
hint-next-landing = Klicken Sie das nächste Landefeld an
cue-computer-declines-draw = Der Computer lehnt das Remis ab
cue-wait-for-reply = Warten Sie auf die Antwort
cue-not-the-shot = Das ist nicht die Kombination. Schauen Sie noch einmal!

## Der Stellungseditor

piece-man = Stein ({ $side })
piece-king = Dame ({ $side })
tool-remove = Entfernen
editor-how = Klicken Sie auf ein Feld, um den gewählten Stein zu setzen; ein weiterer Klick nimmt ihn wieder weg.
editor-side-to-move = Am Zug
editor-empty-board = Leeres Brett
editor-start-position = Grundstellung
editor-copy = Kopieren
editor-copy-hover = Kopiert die FEN dieser Stellung
editor-paste = Einfügen
editor-paste-hover = Baut die FEN aus der Zwischenablage auf
editor-set = Übernehmen
editor-set-hover = Baut die oben eingegebene FEN auf
editor-clipboard-empty = Die Zwischenablage enthält keinen Text
editor-playable = Diese Stellung ist spielbar.
editor-computer-plays = Der Computer spielt { $side }
editor-play-from-here = Von hier aus spielen
back-to-menu = Zurück zum Menü

## Partien laden und speichern

game-summary = { $white } – { $black } · { $variant } · { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    } · { $result }
load-unreadable = { $file } konnte nicht gelesen werden: { $detail }
load-kept-moves = Die { $moves } gültigen Züge davor wurden geladen.
load-no-game = { $file } enthält keine Partie.
pdn-error = Partie { $game }, Zeile { $line }: { $reason }
pdn-error-at-move = Partie { $game }, Zeile { $line }, Zug { $move }: { $reason }
load-file-title = { $file } laden
load-choose-game = Partie auswählen
save-game-title = Partie speichern
save-analysis-title = Partie mit Analyse speichern
load-game-title = Partie laden
folder-up = Nach oben
folder-empty = Hier gibt es keine Ordner oder PDN-Dateien.
file-name = Dateiname:
replace-question = { $file } ersetzen?
replace = Ersetzen
no = Nein
file-name-no-folders = Geben Sie einen Dateinamen ohne Ordner ein.
saved-to = Gespeichert in { $path }
storage-failed-title = Nicht gespeichert
storage-failed = { $file } konnte nicht gespeichert werden: { $reason }. Das Spiel geht weiter, aber was nicht gespeichert ist, geht beim Schließen verloren.
save-failed = Speichern fehlgeschlagen: { $detail }. Nichts wurde überschrieben.

## Aussehen und Schlaganzeige

settings-board = Brett
settings-pieces = Steine
settings-quality = Qualität
settings-text-size = Textgröße
settings-text-size-percent = { $percent } %
theme-walnut = Nussbaum und Ahorn
theme-tournament = Turniergrün
theme-marble = Marmor
theme-contrast = Hoher Kontrast
pieces-ivory = Elfenbein und Ebenholz
pieces-wood = Ahorn und Nussbaum
pieces-tournament = Weiß und Rot
quality-auto = Automatisch
quality-low = Niedrig
quality-high = Hoch
settings-show-routes = Schlagwege des gewählten Steins zeigen
settings-endgame-tables = Endspieldatenbanken: exakte Endspiele für Computer und Tipps
settings-no-tables-in-page = Endspieldatenbanken: nicht in einer Webseite (sie kosten Minuten und Dutzende Megabyte); der Computer spielt die Endspiele allein mit seiner Suche.
endgame-tables-ready = { $variant }: { $count } Tabellen bereit
endgame-tables-preparing = Endspieldatenbanken für { $variant }: { $done } von { $total }
endgame-tables-failed = Die Endspieldatenbanken konnten nicht erstellt werden: { $why }
endgame-tables-folder = Gespeichert in { $path }
endgame-tables-estimating = Restzeit wird geschätzt…
endgame-tables-left = Noch etwa { $minutes } Min.
endgame-tables-left-hours = Noch etwa { $hours } Stunden
endgame-tables-left-less = Noch weniger als eine Minute
endgame-tables-paused = Angehalten
endgame-tables-pause = Anhalten
endgame-tables-resume = Fortsetzen
endgame-tables-background = Einmalig erstellt, mit der niedrigsten Priorität, damit das Spiel und andere Programme Vorrang haben; bis dahin spielt der Computer ohne sie.
routes-title = Schlagwege
route-pieces = { $pieces ->
        [one] schlägt { $pieces } Stein
       *[other] schlägt { $pieces } Steine
    }
route-value = { $pieces ->
        [one] schlägt { $pieces } Stein
       *[other] schlägt { $pieces } Steine
    }, Wert { $value }
route-fewer = verboten: ein anderer Schlag nimmt { $most }
route-lower-value = verboten: ein anderer Schlag ist { $best } wert
route-king-preferred = verboten: bei gleichem Wert hat der Schlag mit der Dame Vorrang

## The About window
title-about = Über
about-title = Über Damier
about-version = Version { $version } (Commit { $commit })
about-what = Ein Damespiel auf einem animierten 3D-Brett: HexDame, internationale, brasilianische und friesische Dame und englisches Checkers.
about-credits = Dank
about-hexdame = HexDame wurde 1979 von Christian Freeling erfunden.
about-rules = Die Regeln folgen Freelings HexDame-Regeln; den FMJD-Regeln für internationale Dame, mit ihren Remiszählungen; den FMJD-Regeln des Spiels auf 64 Feldern für Brasilianisch, mit deren Zählungen (15 Damenzüge, die Endspiele gegen eine einzelne Dame); den friesischen Regeln des KNDB, eine Dame gegen eine Dame remis, außer eine Dame geht erzwungen verloren; und den WCDF-Regeln für englisches Checkers, mit der 40-Züge-Regel. Wo die Verbände einem Spieler erlauben, Remis zu beanspruchen, erklärt Damier es selbst. Zeitüberschreitung gegen eine einzelne Dame ist remis, eine Regel aus dem Schach. Damiers docs/RULES.md nennt jeden entschiedenen Punkt und seine Quelle.
about-licences = Lizenzen
about-licence-code = Damier, sein Symbol, seine Demos und Aufgaben: MIT oder Apache-2.0, nach Wahl.
about-licence-fonts = Die Schriften Inter und EB Garamond: SIL Open Font License 1.1. Die Symbole: Phosphor Icons (MIT).
about-licence-crates = Die in Damier eingebauten Rust-Bibliotheken behalten ihre eigenen Lizenzen; die Pakete nennen sie alle (die copyright-Datei).

## Warum ein Zug abgelehnt wird: die Regel, wie ein Lehrer sie erklärt

why-no-piece = Auf { $from } steht keiner Ihrer Steine.
why-capture-compulsory = { $count ->
    [one] Es besteht Schlagzwang: Der Stein auf { $capturers } muss schlagen.
   *[other] Es besteht Schlagzwang: Einer der Steine auf { $capturers } muss schlagen.
}
why-capture-not-over = Ein Schlag geht weiter, solange er kann: Der Stein darf nicht auf { $to } anhalten.
why-fewer-pieces = { $tried } schlägt { $taken }, aber { $best } schlägt { $most }: Sie müssen die meisten Steine schlagen.
why-lower-value = { $tried } ist weniger wert als { $best }: Sie müssen den wertvollsten Schlag wählen (eine Dame zählt fast wie zwei Steine).
why-king-preferred = { $best } schlägt mit einer Dame gleich viel: Bei gleichem Wert muss die Dame schlagen.
why-man-forward-only = Ein Stein zieht nur vorwärts.
why-man-one-step = Ein Stein zieht ein Feld weit; nur eine Dame zieht weiter.
why-man-one-step-short = Ein Stein zieht ein Feld weit.
why-king-one-step = In diesem Spiel zieht eine Dame nur ein Feld weit.
why-not-a-line = { $to } liegt auf keiner Linie von { $from } aus.
why-blocked = Der Weg ist versperrt: Auf { $at } steht ein Stein.
why-king-move-limit = Diese Dame hat { $limit }-mal hintereinander gezogen, während Sie noch Steine haben: Ziehen Sie einen anderen Stein.
why-immobile = Dieser Stein hat kein freies Feld, auf das er ziehen kann.
why-man-forward-only-captures-back = Ein Stein zieht nur vorwärts (schlagen darf er auch rückwärts).
why-man-captures-forward-only = Ein Stein schlägt nur vorwärts; nur eine Dame schlägt rückwärts.
why-plain-move-diagonal = Ein einfacher Zug geht diagonal: Reihen und Spalten sind nur zum Schlagen.
why-nothing-to-capture = Der Stein auf { $from } hat dort nichts zu schlagen.
why-not-a-capture-route = Das ist kein Schlagweg des Steins auf { $from }: jeder Sprung schlägt einen gegnerischen Stein und landet dahinter.

## Lernen: die Regelkurse

learn-title = Spielen lernen
learn-intro = Jeder Kurs bringt Ihnen ein Spiel von Grund auf bei, eine Regel nach der anderen, auf dem Brett. Spielen Sie die Züge selbst: Das Brett sagt Ihnen, wann ein Zug gegen eine Regel verstößt, und warum.
learn-progress = { $done } von { $total } Lektionen
learn-lesson = Lektion { $number } von { $total }
learn-hint = Stein zeigen
learn-next = Nächste Lektion
learn-again = Noch einmal
learn-back = Zurück zu den Kursen
learn-step = Stellung { $number } von { $total }
learn-well-done = Gut gemacht!
learn-course-done = Sie haben den Kurs abgeschlossen. Spielen Sie jetzt eine echte Partie!
learn-not-the-task = Dieser Zug ist legal, aber die Lektion verlangt etwas anderes: { $task }
learn-your-move = Ihr Zug: { $task }
learn-rules-title = Spielregeln: { $variant }
learn-show-me = Zeigen
rules = Regeln
rules-hover = Die Regeln dieses Spiels in einfachen Worten, jede mit einer Lektion, die sie zeigt

## Was das Brett einem Bildschirmleser sagt

spoken-move = { $side } hat { $move } gespielt
spoken-taking = und schlägt { $taken }
spoken-men = { $count ->
    [one] einen Stein
   *[other] { $count } Steine
}
spoken-kings = { $count ->
    [one] eine Dame
   *[other] { $count } Damen
}
spoken-and = { $first } und { $second }
spoken-crowned = wird Dame
spoken-can-capture = { $count ->
    [one] { $cells } kann schlagen
   *[other] { $cells } können schlagen
}
spoken-cell = { $cell }: { $content }
spoken-empty = leer
spoken-picked = aufgenommen
spoken-landing = hier kann ein Zug enden

## Das Fenster Tasten (F1 oder ?)

keys-title = Tasten
keys-board = Auf dem Brett
keys-arrows = ← → ↑ ↓
keys-arrows-do = Den Cursor zum nächsten Feld in diese Richtung bewegen
keys-diagonal-up = Umschalt + ← →
keys-diagonal-up-do = Den Cursor schräg nach oben bewegen
keys-diagonal-down = Strg + ← →
keys-diagonal-down-do = Den Cursor schräg nach unten bewegen
keys-pick = Eingabe, Leertaste
keys-pick-do = Den Stein unter dem Cursor aufnehmen; absetzen (beim Schlagen Landefeld für Landefeld)
keys-cancel = Esc
keys-cancel-do = Den Stein loslassen
keys-hexdame = Auf dem Brett von HexDame folgen ↑ und ↓ den geraden Linien, die Diagonalen den beiden schrägen.
keys-view = Die Ansicht
keys-turn = A, D
keys-turn-do = Das Brett drehen
keys-tilt = W, S
keys-tilt-do = Von weiter oben, von weiter unten schauen
keys-zoom = +, −
keys-zoom-do = Heran-, wegzoomen
keys-game = Die Partie
keys-step = Bild ↑, Bild ↓
keys-step-do = Einen Zug zurück, einen vor
keys-ends = Pos1, Ende
keys-ends-do = Der Anfang, der letzte Zug
keys-windows = Fenster
keys-tab = Tab, Umschalt + Tab
keys-tab-do = Die nächste, die vorige Schaltfläche oder das nächste, vorige Feld
keys-press = Eingabe, Leertaste
keys-press-do = Die Schaltfläche drücken
keys-help = F1, ?
keys-help-do = Dieses Fenster

## Gegen einen Freund an einem anderen Computer
online-title = Gegen einen Freund
online-intro = Eine Partie mit einem Freund an einem anderen Computer: Eröffnen Sie sie hier und geben Sie Ihrem Freund den Code, oder treten Sie seiner Partie bei.
online-your-name = Ihr Name
online-player = Spieler
online-host = Eine Partie eröffnen
online-host-not-in-page = Eine Webseite kann kein Spiel ausrichten. Richten Sie es im installierten Spiel aus (auf einem Server, der diese Seite anbietet, sieht der Gastgeber einen Link zum Versenden), oder treten Sie unten einem bei.
online-host-button = Eröffnen
online-join = Einer Partie beitreten
online-join-button = Beitreten
online-address = Adresse
online-code = Code
online-you-play = Sie spielen
online-random = Beliebig
cue-opponents-turn = Ihr Freund ist am Zug
cue-waiting-for-opponent = Ihr Freund ist noch nicht beigetreten
online-connecting = Verbinde…
online-connected = Verbunden
online-reconnecting = Verbindung verloren: neuer Versuch in { $seconds } s (Versuch { $attempt })
online-failed = Keine Verbindung: { $why }
online-waiting = Warten auf Ihren Freund.
online-give-code = Geben Sie Ihrem Freund diesen Code:
online-give-address = und diese Adresse:
online-give-link = Oder senden Sie diesen Link: Er öffnet das Spiel im Browser, ohne etwas zu installieren.
online-copy-link = Kopieren
online-seat-free = (frei)
online-you = Sie
online-your-move = Sie sind am Zug
online-their-move = Ihr Freund ist am Zug
online-you-won = Sie haben gewonnen: { $why }
online-you-lost = Sie haben verloren: { $why }
online-draw = Remis: { $why }
online-end-no-legal-move = kein Zug mehr
online-end-resignation = Aufgabe
online-end-agreement = vereinbart
online-end-repetition = dreimal dieselbe Stellung
online-end-draw-rule = eine Remisregel des Endspiels
online-end-time = die Zeit ist abgelaufen
online-end-abandoned = ein Spieler ist gegangen
online-friend-gone = Ihr Freund ist weg: Kommt er nicht zurück, können Sie die Partie in { $seconds } s beanspruchen.
online-refused = Der Server lehnte ab: { $why }
online-offer-draw-received = Ihr Freund bietet Remis an.
online-offer-takeback-received = Ihr Freund möchte seinen letzten Zug zurücknehmen.
online-offer-rematch-received = Ihr Freund möchte eine Revanche.
online-accept = Annehmen
online-decline = Ablehnen
online-offer-draw = Remis anbieten
online-ask-takeback = Zurücknahme erbitten
online-resign = Aufgeben
online-claim-win = Den Sieg beanspruchen
online-claim-draw = Remis beanspruchen
online-rematch = Revanche vorschlagen
online-rematch-asked = Revanche vorgeschlagen
online-saved = Gespeichert in { $path }
online-leave = Die Partie verlassen
online-on-network = Partien in Ihrem Netzwerk
online-none-on-network = Noch keine gefunden: Geben Sie unten die Adresse und den Code Ihres Freundes ein.
online-unfinished = Ihre unbeendeten Partien
online-unfinished-game = { $variant } · { $code } · gegen { $opponent }
online-resume = Fortsetzen
online-forget = Vergessen

# The Games window (the game library)
title-games = Partien
title-games-hover = Jede beendete Partie, Ihre Ergebnisse und Ihre Zahlen
games-title = Ihre Partien
games-no-library = Die Partiensammlung ließ sich nicht öffnen: Ihre Partien werden nicht aufbewahrt.
games-write-failed = Eine Partie ließ sich nicht in der Sammlung aufbewahren: { $reason }
games-count = { $count ->
    [one] eine Partie
   *[other] { $count } Partien
}
games-undo-delete = Löschen rückgängig
games-export = Diese Partien als PDN exportieren
games-exported = Gespeichert in { $file }
games-statistics = Ihre Zahlen
games-any = alle
games-computer = der Computer
games-online = ein Freund online
games-hot-seat = zu zweit
games-engines = Computer gegen Computer
games-imported = importiert
games-won = gewonnen
games-drawn = remis
games-lost = verloren
games-unfinished = unbeendet
games-search = Name:
games-deleted = gelöschte Partien
games-replay = Nachspielen
games-delete = Löschen
games-restore = Zurückholen
games-record = { $games ->
    [one] eine Partie
   *[other] { $games } Partien
}: { $wins } gewonnen, { $draws } remis, { $losses } verloren
games-none = Noch keine Partie.
games-last = zuletzt: { $last }; längste Siegesserie { $run }; Partien zu zweit { $hot_seat }
games-variant = Variante:
games-opponent = Gegner:
games-result = Ergebnis:
import-games-title = Partien importieren
games-import = Eine PDN-Datei importieren…
games-importing = { $file } wird importiert
games-import-report = { $imported } Partien importiert, { $failed } nicht lesbar
games-import-where = Partie { $game }, Zeile { $line }
games-import-error = Der Import war nicht möglich: { $reason }

# The opening explorer (side panel)
explorer-title = Eröffnungsforscher
explorer-book = Buch
explorer-mine = Meine Partien
explorer-nothing = Aus dieser Stellung ist nichts bekannt.
online-watchers = { $count ->
    [one] eine Person schaut zu
   *[other] { $count } Personen schauen zu
}
online-watch-button = Zuschauen
online-watch-hover = Dieser Partie folgen, ohne zu spielen: das Brett zeigt jeden Zug
cue-only-watching = Sie schauen dieser Partie zu: es ziehen die Spieler
