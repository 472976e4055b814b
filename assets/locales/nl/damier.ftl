# Berichten van Damier in het Nederlands, vertaald uit de Engelse referentie (en/damier.ftl).
# Zetnotatie, veldnamen en getallen worden nooit vertaald. `$side`, `$winner` en `$loser` zijn
# namen van kleuren (side-white, side-black, side-red), al vertaald.

## Varianten, kleuren, niveaus

variant-hexdame = HexDame
variant-international = Internationaal dammen
variant-brazilian = Braziliaans dammen
variant-frisian = Fries dammen
variant-english = Engels dammen (checkers)
variant-hexdame-blurb = Hexagonaal dammen van Freeling: 61 velden, zes richtingen, vliegende dammen.
variant-international-blurb = 10×10, vliegende dammen, schijven slaan ook achteruit, de meerslag is verplicht.
variant-brazilian-blurb = Internationale regels op een bord van 8×8.
variant-frisian-blurb = 10×10, ook met rechte slagen; de slag met de hoogste waarde is verplicht.
variant-english-blurb = Checkers op 8×8: korte dammen, schijven slaan vooruit, vrije keuze van slag.

side-white = Wit
side-black = Zwart
side-red = Rood

level-beginner = Beginner
level-casual = Recreatief
level-intermediate = Gevorderd
level-club = Club
level-expert = Expert
level-maximum = Maximaal
level-beginner-strength = leert het spel: kijkt één zet vooruit en telt stukken
level-casual-strength = een recreatieve speler: geeft nooit zomaar een stuk weg
level-intermediate-strength = ziet korte combinaties
level-club-strength = een clubspeler
level-expert-strength = een sterke clubspeler die meteen antwoordt
level-maximum-strength = volle sterkte, een paar seconden per zet

## Hoe een partij eindigt

outcome-no-legal-move = { $winner } wint: { $loser } heeft geen geldige zet meer
outcome-resigned = { $winner } wint: { $loser } heeft opgegeven
outcome-on-time = { $winner } wint op tijd: de vlag van { $loser } is gevallen
outcome-wins = { $winner } wint ({ $reason })
outcome-draw = Remise: { $reason }
reason-no-legal-move = geen geldige zet
reason-resignation = opgave
reason-agreement = overeenkomst
reason-threefold-repetition = drievoudige herhaling
reason-king-moves-only = elk { $moves } damzetten zonder slag of schijfzet (FMJD)
reason-three-pieces-against-king = elk 16 zetten met drie stukken tegen een dam (FMJD)
reason-two-pieces-against-king = elk 5 zetten met twee stukken tegen een dam (FMJD)
reason-two-kings-against-king = twee dammen tegen één, niet gewonnen in zeven zetten
reason-king-against-king = één dam tegen één dam, zonder gedwongen slag
reason-time = tijd
reason-time-without-mating = tijd, met te weinig materiaal over om te winnen
reason-king-moves-only-64 = elk { $moves } damzetten zonder slag of schijfzet (FMJD, 64 velden)
reason-no-man-moved-wcdf = elk 40 zetten zonder schijfzet of slag (WCDF)
reason-three-kings-against-king-64 = drie dammen tegen een losse dam, niet gewonnen in 15 zetten (FMJD, 64 velden)
reason-two-pieces-against-king-64 = twee stukken tegen een losse dam, niet gewonnen in 5 zetten (FMJD, 64 velden)
reason-lone-king-on-long-diagonal-64 = drie stukken tegen een losse dam op de lange diagonaal, niet gewonnen in 5 zetten (FMJD, 64 velden)
reason-unchanged-material-64 = dammen aan beide kanten en geen slag of promotie in elk 30 zetten, 60 met zes of zeven stukken (FMJD, 64 velden)

## Klokken

clock-sudden-death = { $minutes } min
clock-fischer = { $minutes } min + { $seconds } s per zet
clock-bronstein = { $minutes } min, { $seconds } s vertraging
clock-moves-in = { $moves } zetten in { $minutes } min
clock-error-not-a-number = '{ $text }' is geen tijd (schrijf 3+2, 5d2, 40/90 of 10)
clock-error-no-time = een klok heeft een begintijd nodig
clock-error-too-short = een klok heeft minstens één seconde nodig
clock-error-too-long = hoogstens een dag, en hoogstens een uur per zet
clock-error-moves = een periode van { $moves } zetten: toegestaan is 1 tot { $most }

## Titelscherm

title-tagline = HexDame en de grote damspelen
title-continue = Doorgaan
title-new-game = Nieuwe partij
title-demos = Demo's
title-demos-hover = De Turkse slag en andere beroemde combinaties
title-puzzles = Puzzels
title-puzzles-hover = Tactiek voor elke variant, met een rating
title-load = Laden
title-set-up = Stelling opzetten
title-settings = Instellingen
title-quit = Afsluiten

## Venster Nieuwe partij

new-game-title = Nieuwe partij
new-game-variant = Variant
new-game-kings-move-straight = Dammen gaan ook recht vooruit en opzij (optionele regel)
new-game-players = Spelers
new-game-hot-seat = Twee spelers aan deze computer
new-game-against-computer = Met { $side } tegen de computer spelen
new-game-computer-both = Kijken hoe de computer tegen zichzelf speelt
new-game-level = Niveau
new-game-clock = Klok
new-game-clock-none = Geen
new-game-clock-custom = Eigen:
new-game-clock-hover = Minuten + seconden per zet (3+2); 5d2: 2 seconden Bronstein-vertraging; 40/90: 40 zetten in 90 minuten
new-game-no-clock = Geen klok
new-game-start = Starten

## Instellingen

settings-title = Instellingen
settings-reset-title = Instellingen zijn teruggezet
settings-reset-defaults = De standaardinstellingen worden gebruikt.
settings-language = Taal
settings-language-system = Systeem ({ $language })
settings-animation-speed = Animatiesnelheid
speed-off = Uit
speed-fast = Snel
speed-normal = Normaal
speed-slow = Langzaam
settings-show-coordinates = Coördinaten tonen
settings-turn-board = Bord draaien naar de speler aan zet
settings-sound = Geluid
settings-volume = Volume
settings-saved-in = Opgeslagen in { $path }

## Bestanden die het spel bewaart

file-problem = { $file } { $fault }; { $kept }.
file-unreadable = kon niet worden gelezen ({ $detail })
file-corrupt = was corrupt ({ $detail })
file-not-text = is geen tekst (een byte die geen UTF-8 is op positie { $offset })
file-damaged = was beschadigd ({ $detail }); wat geldig was, wordt aangeboden
file-holds-no-game = bevat geen partij
file-kept-as = het is bewaard als { $path }
file-not-moved = het kon niet opzij worden gezet ({ $detail })

## Gedeelde woorden

ok = OK
cancel = Annuleren
close = Sluiten
save = Opslaan
load = Laden
play = Spelen
hint = Hint
settings = Instellingen
new-game = Nieuwe partij
menu = Menu
show-legal-moves = Toegestane doelvelden tonen
show-last-move = Laatste zet markeren
kings-move-straight = Dammen gaan ook recht

## Het zijpaneel van een partij

result-in-file = Uitslag in het bestand: { $result }
to-move = { $side } aan zet
draw-count = Remisetelling: nog { $plies ->
    [one] één halve zet
   *[other] { $plies } halve zetten
} tot remise door { $reason }.
captured = Geslagen — { $counts }
player-computer = computer ({ $level })
player-person = mens
computer-thinking = De computer denkt na…
undo = Ongedaan maken
redo = Opnieuw
offer-draw = Remise aanbieden
resign = Opgeven
typed-move = Zet:
moves = Zetten
moves-hover = Klik op een zet om de stelling erna te zien; met Page Up en Page Down loop je door de partij.
copy-fen = FEN kopiëren
copy-fen-hover = Kopieert deze stelling naar het klembord
fen-copied = FEN gekopieerd naar het klembord
edit = Bewerken
edit-hover = Opent deze stelling in de stellingeditor
hint-hover = Toont de beste zet op het bord
show-evaluation = Evaluatie tonen
depth-line = diepte { $depth }: { $line }
book-line = openingsboek: { $line }
score-win-in = winst in { $plies }
score-loss-in = verlies in { $plies }
flip-board = Bord omdraaien
reset-view = Beeld herstellen
clock-resume = Hervatten
clock-pause = Pauze

## Vragen en het einde van een partij

branch-title = Een nieuwe lijn beginnen?
branch-question = Als je hier { $move } speelt, vervang je { $later ->
        [one] de volgende zet
       *[other] de { $later } volgende zetten
    } van deze partij.
branch-play = { $move } spelen
branch-keep = Partij behouden
draw-title = Remise aangeboden
draw-question = { $side } biedt remise aan. { $other }, neem je het aan?
draw-accept = Aannemen
draw-decline = Weigeren

## Analyse

analysing = Bezig met analyseren…
analyse = Partij analyseren
analyse-hover = De engine bekijkt elke stelling: markeringen, betere zetten, nauwkeurigheid
accuracy = { $side }: nauwkeurigheid { $accuracy }, { $marks }
mark-better = { $symbol } ({ $mark }): beter was { $better }
mark-inaccuracy = onnauwkeurigheid
mark-mistake = fout
mark-blunder = blunder
try-move = { $move } proberen
save-analysis = Opslaan met de analyse
save-analysis-hover = PDN met markeringen, evaluaties en betere varianten
graph-men = schijven
graph-evaluation = Evaluatie voor Wit
graph-on-board = op het bord

## Demo's

demos-title = Demo's
demos-intro = Beroemde combinaties, zet voor zet uitgespeeld. Bekijk er een, of zoek de combinatie zelf.
demo-watch = Bekijken
find-the-shot = Zoek de combinatie
pace-slow-motion = Vertraagd
demo-subtitle = { $variant } · demo
demo-move-of = Zet { $shown } van { $total }
demo-restart = Opnieuw
demo-step-back = Stap terug
demo-step-forward = Stap vooruit
demo-speed = Snelheid
demo-follow-captures = Camera volgt slagen
demo-ghosts = Geslagen stukken blijven grijs op het bord staan tot de slag voorbij is.
find-the-shot-yourself = Zoek de combinatie zelf
back-to-demos = Terug naar de demo's
solved = Opgelost!

## Puzzels

puzzles-title = Puzzels
puzzles-intro = Tactiek uit Damiers eigen partijen: precies één zet wint. Vind hem.
puzzles-difficulty = Moeilijkheid:
puzzles-any = alle
puzzles-counts = { $total } puzzels: { $solved } opgelost, { $failed } mislukt, { $to_go } te gaan
puzzles-none-left = Hier zijn geen puzzels meer om te proberen.
puzzles-theme = Thema:
puzzle-themes = Thema's: { $themes }
puzzles-due = { $due } gemiste puzzels zijn terug voor een nieuwe poging.
puzzle-review = Een gemiste puzzel, terug voor een nieuwe poging.
puzzle-variant-rating = Je puzzelrating in { $variant }: { $rating }
theme-shot = Slag
theme-turkish-strike = Turkse slag
theme-breakthrough = Doorbraak
theme-king-catch = Damvangst
theme-quiet-move = Stille zet
theme-multiple-capture = Meerslag
theme-double-sacrifice = Dubbel offer
theme-endgame = Eindspel
theme-opposition = Oppositie
puzzles-progress-reset = Je puzzelresultaten beginnen opnieuw; het oude bestand blijft bewaard zoals het was.
puzzle-title = Puzzel { $number } · { $variant } · moeilijkheid { $difficulty }
puzzle-the-solution = De oplossing
puzzle-first-try = In één keer, zonder hint. Bravo!
puzzle-tries-hints = { $tries ->
        [one] 1 foute poging
       *[other] { $tries } foute pogingen
    }, { $hints ->
        [one] 1 hint
       *[other] { $hints } hints
    }.
puzzle-to-play = { $side } speelt en wint.
puzzle-how = Speel de zetten van de combinatie; de tegenzetten volgen vanzelf.
puzzle-wrong-tries = Foute pogingen: { $tries }
puzzle-hint-hover = Toont het stuk en waar het heen gaat
puzzle-watch-solution = Oplossing bekijken
puzzle-show-solution = Oplossing tonen
puzzle-next = Volgende puzzel
puzzle-all-done = Je hebt alle puzzels van deze variant gedaan.
puzzle-back = Terug naar de puzzels

## Fouten in zetten, stellingen en FEN (veldnamen en zetten blijven zoals ze geschreven zijn)

setup-off-board = er staat een stuk buiten het bord
setup-occupied = twee stukken op { $cell }
setup-man-on-crowning-row = een schijf kan niet op { $cell } staan, de rij waar hij dam zou worden
setup-king-run-not-a-king = de damzettenteller van { $side } noemt een veld zonder zijn dam
setup-king-run-too-long = de damzettenteller van { $side } staat op { $count }, meer dan de limiet
unplayable-no-pieces = { $side } heeft geen stukken
unplayable-too-many = { $side } heeft { $count } stukken; een partij begint met { $max }
unplayable-man-on-crowning-row = de schijf van { $side } op { $cell } staat op de rij waar hij dam zou worden
unplayable-no-legal-move = { $side } is aan zet maar heeft geen geldige zet: de partij zou al afgelopen zijn
fen-error = Ongeldige FEN: { $reason }
fen-error-at = Ongeldige FEN in kolom { $column }: { $reason }
fen-empty = de FEN is leeg
fen-bad-side-to-move = de kleur aan zet moet W of B zijn, niet '{ $text }'
fen-empty-field = leeg FEN-veld
fen-listed-twice = de stukken van { $side } staan er twee keer in
fen-bad-counter = '{ $text }' heeft een getal na de letter nodig
fen-unexpected-field = onverwacht FEN-veld '{ $text }'
fen-missing-side = een FEN heeft een W-veld en een B-veld nodig (elk mag leeg zijn)
fen-empty-entry = lege invoer in een stukkenlijst
fen-backwards-range = het bereik { $text } loopt achterstevoren
fen-given-twice = { $cell } staat er twee keer in
fen-king-runs = { $text }
not-a-hex-cell = '{ $text }' is geen HexDame-veld (a1..i9)
not-a-square = '{ $text }' is geen veldnummer (1..{ $cells })
move-error = Zet '{ $input }': { $reason }
move-empty = lege zet
move-malformed = velden verwacht, gescheiden door '-' of 'x'
move-not-a-hex-move = geen HexDame-zet: schrijf f4-g5, f4xh6xf6, of verkort zoals f45, fg4, f4g5, e8g6x, f6x
move-not-a-route = { $route } is geen geldige slagroute
move-ambiguous = dubbelzinnig: het kan { $options } zijn; geef de volledige route
move-illegal = die zet is hier niet toegestaan
game-over = de partij is afgelopen: { $outcome }

## Aanwijzingen: wat het spel een speler vertelt over een klik of een zet

cue-wait-for-move = Wacht tot de zet klaar is
cue-computer-thinking = De computer denkt na
cue-choose-piece = Kies eerst een van je stukken
cue-no-move-ends-there = Daar eindigt geen geldige zet
hint-click-landings = Daar eindigen meerdere slagen: klik de landingsvelden in volgorde aan
hint-next-landing = Klik op het volgende landingsveld
cue-computer-declines-draw = De computer weigert de remise
cue-wait-for-reply = Wacht op de tegenzet
cue-not-the-shot = Dat is niet de combinatie. Kijk nog eens!

## De stellingeditor

piece-man = Schijf ({ $side })
piece-king = Dam ({ $side })
tool-remove = Verwijderen
editor-how = Klik op een veld om het gekozen stuk te plaatsen; klik er nog eens op om het weg te halen.
editor-side-to-move = Aan zet
editor-empty-board = Leeg bord
editor-start-position = Beginstelling
editor-copy = Kopiëren
editor-copy-hover = Kopieert de FEN van deze stelling
editor-paste = Plakken
editor-paste-hover = Zet de FEN van het klembord op
editor-set = Opzetten
editor-set-hover = Zet de hierboven getypte FEN op
editor-clipboard-empty = Het klembord bevat geen tekst
editor-playable = Deze stelling kan gespeeld worden.
editor-computer-plays = De computer speelt met { $side }
editor-play-from-here = Vanaf hier spelen
back-to-menu = Terug naar het menu

## Partijen laden en opslaan

game-summary = { $white } – { $black } · { $variant } · { $moves ->
        [one] 1 zet
       *[other] { $moves } zetten
    } · { $result }
load-unreadable = { $file } kon niet worden gelezen: { $detail }
load-kept-moves = De { $moves } geldige zetten daarvoor zijn geladen.
load-no-game = { $file } bevat geen partij.
pdn-error = Partij { $game }, regel { $line }: { $reason }
pdn-error-at-move = Partij { $game }, regel { $line }, zet { $move }: { $reason }
load-file-title = { $file } laden
load-choose-game = Kies een partij
save-game-title = Partij opslaan
save-analysis-title = Partij opslaan met de analyse
load-game-title = Partij laden
folder-up = Omhoog
folder-empty = Hier zijn geen mappen of PDN-bestanden.
file-name = Bestandsnaam:
replace-question = { $file } vervangen?
replace = Vervangen
no = Nee
file-name-no-folders = Typ een bestandsnaam zonder mappen.
saved-to = Opgeslagen in { $path }
storage-failed-title = Niet opgeslagen
storage-failed = { $file } kon niet worden opgeslagen: { $reason }. Het spel gaat door, maar wat niet is opgeslagen gaat verloren bij het sluiten.
save-failed = Opslaan mislukt: { $detail }. Er is niets overschreven.

## Uiterlijk en slagweergave

settings-board = Bord
settings-pieces = Schijven
settings-quality = Kwaliteit
settings-text-size = Tekstgrootte
settings-text-size-percent = { $percent }%
theme-walnut = Notenhout en esdoorn
theme-tournament = Toernooigroen
theme-marble = Marmer
theme-contrast = Hoog contrast
pieces-ivory = Ivoor en ebben
pieces-wood = Esdoorn en notenhout
pieces-tournament = Wit en rood
quality-auto = Automatisch
quality-low = Laag
quality-high = Hoog
settings-show-routes = Toon de slagen van de gekozen schijf
settings-endgame-tables = Eindspeldatabases: exacte eindspelen voor de computer en tips
settings-no-tables-in-page = Eindspeldatabases: niet in een webpagina (ze kosten minuten en tientallen megabytes om te maken); de computer speelt de eindspelen alleen met zijn zoektocht.
endgame-tables-ready = { $variant }: { $count } tabellen gereed
endgame-tables-preparing = Eindspeldatabases voor { $variant }: { $done } van { $total }
endgame-tables-failed = De eindspeldatabases konden niet worden gemaakt: { $why }
endgame-tables-folder = Bewaard in { $path }
endgame-tables-estimating = Resterende tijd wordt geschat…
endgame-tables-left = Nog ongeveer { $minutes } min
endgame-tables-left-hours = Nog ongeveer { $hours } uur
endgame-tables-left-less = Nog minder dan een minuut
endgame-tables-paused = Gepauzeerd
endgame-tables-pause = Pauzeren
endgame-tables-resume = Hervatten
endgame-tables-background = Eenmalig gemaakt, met de laagste prioriteit, zodat het spel en andere programma's voorgaan; tot ze klaar zijn speelt de computer zonder.
routes-title = Mogelijke slagen
route-pieces = { $pieces ->
        [one] slaat { $pieces } stuk
       *[other] slaat { $pieces } stukken
    }
route-value = { $pieces ->
        [one] slaat { $pieces } stuk
       *[other] slaat { $pieces } stukken
    }, waarde { $value }
route-fewer = niet toegestaan: een andere slag neemt er { $most }
route-lower-value = niet toegestaan: een andere slag is { $best } waard
route-king-preferred = niet toegestaan: bij gelijke waarde gaat de slag met de dam voor

## The About window
title-about = Over
about-title = Over Damier
about-version = Versie { $version } (commit { $commit })
about-what = Een damspel op een geanimeerd 3D-bord: HexDame, internationaal, Braziliaans en Fries dammen en Engels checkers.
about-credits = Met dank aan
about-hexdame = HexDame is in 1979 bedacht door Christian Freeling.
about-rules = De regels volgen Freelings regels voor HexDame; de FMJD-regels voor internationaal dammen, met de remisetellingen; de FMJD-regels van het spel op 64 velden voor Braziliaans, met hun tellingen (15 damzetten, de eindspelen tegen een losse dam); de Friese regels van de KNDB, één dam tegen één dam remise tenzij een dam gedwongen verloren gaat; en de WCDF-regels voor Engels checkers, met de 40-zettenregel. Waar de bonden een speler remise laten claimen, verklaart Damier haar. Door de vlag gaan tegen een losse dam is remise, een regel uit het schaken. Damiers docs/RULES.md geeft elk beslist punt met de bron.
about-licences = Licenties
about-licence-code = Damier, het pictogram, de demo's en de puzzels: MIT of Apache-2.0, naar keuze.
about-licence-fonts = De lettertypen Inter en EB Garamond: SIL Open Font License 1.1. De pictogrammen: Phosphor Icons (MIT).
about-licence-crates = De Rust-bibliotheken in Damier houden hun eigen licenties; de pakketten noemen ze allemaal (het copyright-bestand).

## Waarom een zet geweigerd wordt: de regel, zoals een leraar hem uitlegt

why-no-piece = Je hebt geen stuk op { $from }.
why-capture-compulsory = { $count ->
    [one] Slaan is verplicht: het stuk op { $capturers } moet slaan.
   *[other] Slaan is verplicht: een van de stukken op { $capturers } moet slaan.
}
why-capture-not-over = Een slag gaat door zolang het kan: het stuk mag niet stoppen op { $to }.
why-fewer-pieces = { $tried } slaat er { $taken }, maar { $best } slaat er { $most }: je moet de meeste stukken slaan.
why-lower-value = { $tried } is minder waard dan { $best }: je moet de slag met de hoogste waarde nemen (een dam telt bijna als twee schijven).
why-king-preferred = { $best } slaat evenveel met een dam: bij gelijke waarde moet de dam slaan.
why-man-forward-only = Een schijf gaat alleen vooruit.
why-man-one-step = Een schijf zet één veld tegelijk; alleen een dam gaat verder.
why-man-one-step-short = Een schijf zet één veld tegelijk.
why-king-one-step = In dit spel zet een dam één veld tegelijk.
why-not-a-line = { $to } ligt op geen enkele lijn vanaf { $from }.
why-blocked = De weg is versperd: er staat een stuk op { $at }.
why-king-move-limit = Deze dam heeft { $limit } keer achter elkaar gezet terwijl je nog schijven hebt: zet een ander stuk.
why-immobile = Dat stuk heeft geen vrij veld om naartoe te gaan.
why-man-forward-only-captures-back = Een schijf gaat alleen vooruit (slaan mag hij ook achteruit).
why-man-captures-forward-only = Een schijf slaat alleen vooruit; alleen een dam slaat achteruit.
why-plain-move-diagonal = Een gewone zet gaat schuin: rijen en kolommen zijn alleen voor het slaan.
why-nothing-to-capture = Het stuk op { $from } heeft daar niets te slaan.
why-not-a-capture-route = Dat is geen slagroute van het stuk op { $from }: elke sprong slaat één stuk van de tegenstander en landt erachter.

## Leren: de cursussen spelregels

learn-title = Leren spelen
learn-intro = Elke cursus leert je een spel vanaf nul, regel voor regel, op het bord. Speel de zetten zelf: het bord vertelt je wanneer een zet een regel overtreedt, en waarom.
learn-progress = { $done } van { $total } lessen
learn-lesson = Les { $number } van { $total }
learn-hint = Laat het stuk zien
learn-next = Volgende les
learn-again = Opnieuw proberen
learn-back = Terug naar de cursussen
learn-step = Stelling { $number } van { $total }
learn-well-done = Goed gedaan!
learn-course-done = Je hebt de cursus afgerond. Speel nu een echte partij!
learn-not-the-task = Die zet is geldig, maar de les vraagt iets anders: { $task }
learn-your-move = Jouw zet: { $task }
learn-rules-title = Spelregels: { $variant }
learn-show-me = Laat zien
rules = Regels
rules-hover = De regels van dit spel in gewone woorden, elk met een les die het laat zien

## Wat het bord aan een schermlezer vertelt

spoken-move = { $side } speelde { $move }
spoken-taking = en slaat { $taken }
spoken-men = { $count ->
    [one] één schijf
   *[other] { $count } schijven
}
spoken-kings = { $count ->
    [one] één dam
   *[other] { $count } dammen
}
spoken-and = { $first } en { $second }
spoken-crowned = wordt dam
spoken-can-capture = { $count ->
    [one] { $cells } kan slaan
   *[other] { $cells } kunnen slaan
}
spoken-cell = { $cell }: { $content }
spoken-empty = leeg
spoken-picked = opgepakt
spoken-landing = hier kan een zet eindigen

## Het venster Toetsen (F1 of ?)

keys-title = Toetsen
keys-board = Op het bord
keys-arrows = ← → ↑ ↓
keys-arrows-do = De cursor naar het volgende veld in die richting zetten
keys-diagonal-up = Shift + ← →
keys-diagonal-up-do = De cursor schuin omhoog zetten
keys-diagonal-down = Ctrl + ← →
keys-diagonal-down-do = De cursor schuin omlaag zetten
keys-pick = Enter, spatiebalk
keys-pick-do = Het stuk onder de cursor oppakken; neerzetten (bij een slag landingsveld na landingsveld)
keys-cancel = Esc
keys-cancel-do = Het stuk loslaten
keys-hexdame = Op het bord van HexDame volgen ↑ en ↓ de rechte lijnen, de diagonalen de twee schuine.
keys-view = Het zicht
keys-turn = A, D
keys-turn-do = Het bord draaien
keys-tilt = W, S
keys-tilt-do = Van hoger, van lager kijken
keys-zoom = +, −
keys-zoom-do = In-, uitzoomen
keys-game = De partij
keys-step = Page Up, Page Down
keys-step-do = Eén zet terug, één vooruit
keys-ends = Home, End
keys-ends-do = Het begin, de laatste zet
keys-windows = Vensters
keys-tab = Tab, Shift + Tab
keys-tab-do = De volgende, de vorige knop of het volgende, vorige veld
keys-press = Enter, spatiebalk
keys-press-do = De knop indrukken
keys-help = F1, ?
keys-help-do = Dit venster

## Tegen een vriend op een andere computer
online-title = Speel tegen een vriend
online-intro = Een partij met een vriend op een andere computer: start hem hier en geef je vriend de code, of doe mee met de partij van je vriend.
online-your-name = Je naam
online-player = Speler
online-host = Een partij starten
online-host-not-in-page = Een webpagina kan geen partij hosten. Host hem vanuit het geïnstalleerde spel (op een server die deze pagina aanbiedt, ziet de host een link om te sturen), of doe hieronder mee met een partij.
online-host-button = Starten
online-join = Meedoen met een partij
online-join-button = Meedoen
online-address = Adres
online-code = Code
online-you-play = Jij speelt
online-random = Willekeurig
cue-opponents-turn = Je vriend is aan zet
cue-waiting-for-opponent = Je vriend doet nog niet mee
online-connecting = Verbinden…
online-connected = Verbonden
online-reconnecting = Verbinding verbroken: nieuwe poging over { $seconds } s (poging { $attempt })
online-failed = Geen verbinding: { $why }
online-waiting = Wachten tot je vriend meedoet.
online-give-code = Geef je vriend deze code:
online-give-address = en dit adres:
online-give-link = Of stuur deze link: die opent de partij in een browser, zonder iets te installeren.
online-copy-link = Kopiëren
online-seat-free = (vrij)
online-you = jij
online-your-move = Jij bent aan zet
online-their-move = Je vriend is aan zet
online-you-won = Je hebt gewonnen: { $why }
online-you-lost = Je hebt verloren: { $why }
online-draw = Remise: { $why }
online-end-no-legal-move = geen zet meer
online-end-resignation = opgave
online-end-agreement = overeengekomen
online-end-repetition = drie keer dezelfde stand
online-end-draw-rule = een remiseregel van het eindspel
online-end-time = de tijd is om
online-end-abandoned = een speler is weggegaan
online-friend-gone = Je vriend is weg: als hij niet terugkomt, kun je de partij over { $seconds } s opeisen.
online-refused = De server weigerde: { $why }
online-offer-draw-received = Je vriend biedt remise aan.
online-offer-takeback-received = Je vriend wil zijn laatste zet terugnemen.
online-offer-rematch-received = Je vriend wil een revanche.
online-accept = Aannemen
online-decline = Weigeren
online-offer-draw = Remise aanbieden
online-ask-takeback = Terugnemen vragen
online-resign = Opgeven
online-claim-win = De winst opeisen
online-claim-draw = Remise opeisen
online-rematch = Revanche vragen
online-rematch-asked = Revanche gevraagd
online-saved = Opgeslagen in { $path }
online-leave = De partij verlaten
online-on-network = Partijen op je netwerk
online-none-on-network = Nog geen gevonden: typ hieronder het adres en de code van je vriend.
online-unfinished = Je onafgemaakte partijen
online-unfinished-game = { $variant } · { $code } · tegen { $opponent }
online-resume = Hervatten
online-forget = Vergeten

# The Games window (the game library)
title-games = Partijen
title-games-hover = Elke partij die u uitspeelde, uw uitslagen en uw cijfers
games-title = Uw partijen
games-no-library = De partijenverzameling kon niet worden geopend: uw partijen worden niet bewaard.
games-write-failed = Een partij kon niet in de verzameling worden bewaard: { $reason }
games-count = { $count ->
    [one] één partij
   *[other] { $count } partijen
}
games-undo-delete = Verwijderen ongedaan maken
games-export = Deze partijen als PDN exporteren
games-exported = Opgeslagen in { $file }
games-statistics = Uw cijfers
games-any = alle
games-computer = de computer
games-online = een vriend online
games-hot-seat = met z'n tweeën
games-engines = computer tegen computer
games-imported = geïmporteerd
games-won = gewonnen
games-drawn = remise
games-lost = verloren
games-unfinished = onbeslist
games-search = Naam:
games-deleted = verwijderde partijen
games-replay = Naspelen
games-delete = Verwijderen
games-restore = Terugzetten
games-record = { $games ->
    [one] één partij
   *[other] { $games } partijen
}: { $wins } gewonnen, { $draws } remise, { $losses } verloren
games-none = Nog geen partij.
games-last = laatste: { $last }; langste winstreeks { $run }; partijen met z'n tweeën { $hot_seat }
games-variant = Variant:
games-opponent = Tegenstander:
games-result = Uitslag:
import-games-title = Partijen importeren
games-import = Een PDN-bestand importeren…
games-importing = { $file } wordt geïmporteerd
games-import-report = { $imported } partijen geïmporteerd, { $failed } onleesbaar
games-import-where = partij { $game }, regel { $line }
games-import-error = Het importeren lukte niet: { $reason }

# The opening explorer (side panel)
explorer-title = Openingsverkenner
explorer-book = Boek
explorer-mine = Mijn partijen
explorer-nothing = Niets bekend vanuit deze stelling.
online-watchers = { $count ->
    [one] één persoon kijkt mee
   *[other] { $count } personen kijken mee
}
online-watch-button = Meekijken
online-watch-hover = Deze partij volgen zonder te spelen: het bord toont elke zet
cue-only-watching = U kijkt mee: de spelers zetten
