#!/usr/bin/env python3
"""Drives the web page in a real Chromium through WebDriver (chromedriver), with only Python's
standard library. Called by scripts/test-web.sh, which builds the page, serves it with
damier-server --web and starts chromedriver; see there. Each check prints one line; the
screenshots and the figures (first frame, frame gaps) are written to the --out folder."""

import argparse
import base64
import json
import random
import subprocess
import sys
import time
import urllib.error
import urllib.request

CHROMIUM_ARGUMENTS = [
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--ignore-gpu-blocklist",
    "--no-sandbox",
    "--autoplay-policy=no-user-gesture-required",
]


class Page:
    def __init__(self, driver, headless, size):
        self.driver = driver.rstrip("/")
        arguments = CHROMIUM_ARGUMENTS + [f"--window-size={size}"] + (["--headless=new"] if headless else [])
        capabilities = {
            "capabilities": {
                "alwaysMatch": {
                    "browserName": "chrome",
                    "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": arguments},
                }
            }
        }
        self.session = self.call("POST", "/session", capabilities)["sessionId"]

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.driver + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=300) as answer:
                return json.loads(answer.read() or b"{}").get("value")
        except urllib.error.HTTPError as error:
            # The driver says why in the body: that is the message worth reading.
            raise RuntimeError(f"{method} {path}: {error.code}: {error.read().decode(errors='replace')[:2000]}") from None

    def at(self, path, body=None, method="POST"):
        return self.call(method, f"/session/{self.session}{path}", body)

    def open(self, url):
        """Opens the page afresh (a new fragment alone would not start the game again)."""
        self.at("/url", {"url": "about:blank"})
        self.at("/url", {"url": url})

    def run(self, script, *arguments):
        return self.at("/execute/sync", {"script": script, "args": list(arguments)})

    def view(self):
        text = self.run("return window.damierView || null;")
        return json.loads(text) if text else None

    def wait(self, what, test, seconds=60):
        """Waits until test(view) holds; the view it held for."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            view = self.view()
            if view is not None and test(view):
                return view
            time.sleep(0.25)
        view = self.view() or {}
        brief = {k: v for k, v in view.items() if k not in ("cells", "legal")}
        raise Failure(f"{what}: not within {seconds} s (last view: {json.dumps(brief)[:600]})")

    def click(self, x, y):
        pointer = {
            "type": "pointer",
            "id": "mouse",
            "parameters": {"pointerType": "mouse"},
            "actions": [
                {"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport", "duration": 50},
                {"type": "pointerDown", "button": 0},
                {"type": "pause", "duration": 80},
                {"type": "pointerUp", "button": 0},
            ],
        }
        self.at("/actions", {"actions": [pointer]})
        self.at("/actions", None, method="DELETE")

    def screenshot(self, path):
        png = base64.b64decode(self.at("/screenshot", method="GET"))
        with open(path, "wb") as file:
            file.write(png)
        return len(png)

    def close(self):
        try:
            self.at("", method="DELETE")
        except Exception:
            pass


class Failure(Exception):
    pass


# Counts the gaps between the page's frames from now on.
GAP_RECORDER = """
window.damierGaps = [];
let last = performance.now();
const step = (now) => { window.damierGaps.push(now - last); last = now; requestAnimationFrame(step); };
requestAnimationFrame(step);
"""


def settled(page):
    """The view once the board has stood still for three seconds (the camera sweeps in when a
    board opens, and a software renderer may draw a frame only every half second)."""
    before, still_since = page.view(), time.time()
    for _ in range(240):
        time.sleep(0.5)
        now = page.view()
        if not now.get("cells") or now.get("cells") != before.get("cells"):
            before, still_since = now, time.time()
        elif time.time() - still_since >= 3:
            return now
    raise Failure("the board never stood still")


def play_by_clicks(page, path):
    """Clicks the move's first cell, then its last (the game finds the move between them), once
    a person may move."""
    page.wait("a person's turn", lambda v: v.get("turn") == "Person", 120)
    view = settled(page)
    for cell in (path[0], path[-1]):
        x, y = view["cells"][cell]
        page.click(x, y)
        # A frame in between: two clicks within one frame of a software renderer (up to two
        # seconds apart) are not both taken.
        time.sleep(2.5)


def check_title(page, url, out, figures):
    page.open(url)
    page.wait("the title screen", lambda v: v["screen"] == "Title")
    first = page.run("return window.damierFirstFrame || null;")
    time.sleep(2)
    size = page.screenshot(f"{out}/title.png")
    # A blank or one-colour canvas compresses to a few kilobytes; the title's board does not.
    if size < 40_000:
        raise Failure(f"the title screen's screenshot is {size} bytes: nothing drawn?")
    figures["first_frame_ms"] = first
    return f"the title screen draws (first frame {first:.0f} ms after the page opened; {out}/title.png)"


def check_hot_seat(page, url, out, figures):
    page.open(url + "#variant=hexdame")
    view = page.wait("a HexDame board", lambda v: v.get("legal"))
    path = view["legal"][0]
    play_by_clicks(page, path)
    page.wait("the clicked move on the record", lambda v: v.get("moves") == 1, 30)
    page.screenshot(f"{out}/hot-seat.png")
    return f"a hot-seat move made by clicks on the canvas ({path[0]} to {path[-1]})"


def gaps_while(page, action, until, seconds):
    """The gaps between frames while `action` is done and until `until(view)` holds."""
    page.run(GAP_RECORDER)
    action()
    page.wait("the move", until, seconds)
    return page.run("return window.damierGaps.slice(1);")


def check_computer(page, url, out, figures, limit_ms):
    # The same board drawn with a move animated, by two people: what drawing alone costs.
    page.open(url + "#variant=international")
    view = page.wait("an International board", lambda v: v.get("legal"))
    path = view["legal"][0]
    drawing = gaps_while(page, lambda: play_by_clicks(page, path), lambda v: v.get("moves") == 1, 30)
    time.sleep(3)
    # Against the computer at Club: its search runs meanwhile.
    page.open(url + "#variant=international&computer=black&level=club")
    page.wait("an International board", lambda v: v.get("legal"))
    gaps = gaps_while(page, lambda: play_by_clicks(page, path), lambda v: v.get("moves") == 2, 90)
    quiet, worst = max(drawing), max(gaps)
    figures["frame_gap_drawing_ms"] = quiet
    figures["frame_gap_search_ms"] = worst
    figures["frames_during_search"] = len(gaps)
    page.screenshot(f"{out}/computer.png")
    # The search runs in the worker: it may not stretch the frames beyond what drawing them takes
    # (on a software renderer, drawing alone can exceed the limit).
    allowed = max(limit_ms, 1.5 * quiet)
    if worst > allowed:
        raise Failure(f"a frame gap of {worst:.0f} ms while the computer searched (drawing alone {quiet:.0f} ms)")
    return (f"the computer (Club) replied; the longest frame gap meanwhile {worst:.0f} ms, "
            f"drawing a move alone {quiet:.0f} ms")


def play_a_game(page, url, out, figures):
    """A HexDame game against the computer at Club, played to its end by clicks: each of our
    moves a legal one chosen at random (a seeded draw), the computer's from its worker."""
    page.open(url + "#variant=hexdame&computer=black&level=club")
    page.wait("a HexDame board", lambda v: v.get("legal"))
    chooser = random.Random(64)
    started = time.time()
    while True:
        view = page.wait("our turn or the end", lambda v: v.get("over") or (v.get("turn") == "Person" and v.get("legal")), 300)
        if view.get("over"):
            break
        moves = view["moves"]
        play_by_clicks(page, chooser.choice(view["legal"]))
        page.wait(f"move {moves + 1} on the board", lambda v: v.get("moves", 0) > moves, 60)
    page.screenshot(f"{out}/game-over.png")
    figures["game_plies"] = view["moves"]
    figures["game_minutes"] = round((time.time() - started) / 60, 1)
    return (f"a HexDame game against Club played to its end in {view['moves']} plies "
            f"({figures['game_minutes']} min; {out}/game-over.png)")


def check_lesson(page, url, out, figures):
    page.open(url + "#learn=english&lesson=1")
    view = page.wait("the first English lesson", lambda v: v.get("lesson") and v.get("legal"))
    for path in view["legal"]:
        play_by_clicks(page, path)
        time.sleep(1.5)
        now = page.view()
        if now["lesson"]["progress"] != "playing" or now["lesson"]["step"] != view["lesson"]["step"]:
            page.screenshot(f"{out}/lesson.png")
            return f"a lesson's step solved by clicks ({path[0]} to {path[-1]})"
    raise Failure("no legal move solved the lesson's first step")


def click_widget(page, label):
    """Clicks the menu widget of that label, found where egui tells screen readers it is."""
    view = page.wait(f"the {label!r} widget", lambda v: any(w["label"] == label for w in v.get("widgets", [])), 20)
    widget = next(w for w in view["widgets"] if w["label"] == label)
    page.click(*widget["at"])
    return widget


def check_setting_kept(page, url, out, figures):
    page.open(url + "#open=settings")
    view = page.wait("the Settings window", lambda v: v["screen"] == "Title")
    shown = view["settings"]["show_coordinates"]
    click_widget(page, "Show coordinates")
    page.wait("the box ticked", lambda v: v["settings"]["show_coordinates"] != shown, 10)
    time.sleep(1)
    page.open(url)
    page.wait("the page again", lambda v: v["screen"] == "Title")
    kept = page.view()["settings"]["show_coordinates"]
    if kept == shown:
        raise Failure("the setting was lost in the reload")
    return "a setting changed in the Settings window survives a reload"


def check_join(page, url, out, figures, host_command):
    server = url.replace("http://", "ws://").replace("https://", "wss://")
    host = subprocess.Popen(host_command + [server, "hexdame", "d1-e1"], stdout=subprocess.PIPE, text=True)
    try:
        line = host.stdout.readline().split()
        if line[:1] != ["code"]:
            raise Failure(f"the scripted host said {line}")
        code = line[1]
        page.open(url + f"#join={code}")
        view = page.wait("the host's move on the joined board", lambda v: v.get("moves") == 1, 60)
        page.screenshot(f"{out}/joined.png")
        page.wait("Black's moves", lambda v: v.get("legal") and v.get("toMove") == "Black", 30)
        # The host's move is animated after the board turns to Black: let both end.
        time.sleep(8)
        view = page.view()
        play_by_clicks(page, view["legal"][0])
        page.wait("the reply on the joined board", lambda v: v.get("moves") == 2, 60)
        answer = host.stdout.readline().strip()
        while answer.startswith("played"):
            answer = host.stdout.readline().strip()
        if not answer.startswith("friend"):
            raise Failure(f"the host heard no reply (it said {answer!r})")
        return f"a game joined from #join={code} received the host's move, and the host its reply ({answer})"
    finally:
        host.kill()


# Posts the jobs to a worker of the page's own, one after the other; their answers.
RUN_JOBS = """
const jobs = arguments[0], done = arguments[arguments.length - 1];
const worker = new Worker("./engine-worker.js", { type: "module" });
const answers = [];
worker.onmessage = (event) => {
  if (typeof event.data !== "string") return;
  answers.push(event.data);
  if (answers.length < jobs.length) worker.postMessage(jobs[answers.length]);
  else { worker.terminate(); done(answers); }
};
worker.postMessage(jobs[0]);
"""


def measure_levels(page, url, out, figures, jobs_command):
    """The levels' depth in the page's worker beside the desktop's, on the same jobs."""
    jobs = subprocess.run(jobs_command + ["--jobs"], capture_output=True, text=True, check=True).stdout.split("\n")
    jobs = [job for job in jobs if job]
    native = [json.loads(line) for line in subprocess.run(jobs_command, capture_output=True, text=True, check=True).stdout.split("\n") if line]
    page.open(url)
    page.wait("the title screen", lambda v: v["screen"] == "Title")
    page.at("/timeouts", {"script": 600_000})
    answers = page.at("/execute/async", {"script": RUN_JOBS, "args": [jobs]})
    rows = []
    for here, there in zip(native, answers):
        found = json.loads(there)["Searched"]
        rows.append({**here, "web_depth": found["depth"], "web_nodes": found["nodes"], "web_ms": found["elapsed_ms"]})
    figures["levels"] = rows
    lines = [f"{r['variant']:<13} {r['level']:<12} depth {r['depth']:>2} / web {r['web_depth']:>2}   "
             f"kN/s {r['nodes'] / max(r['ms'], 1):>6.0f} / web {r['web_nodes'] / max(r['web_ms'], 1):>6.0f}" for r in rows]
    return "the levels on the desktop and in the page's worker:\n" + "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True)
    parser.add_argument("--driver", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--host-command", required=True, help="the scripted host, as words")
    parser.add_argument("--gap-limit-ms", type=float, default=100)
    parser.add_argument("--windowed", action="store_true", help="not headless (under Xvfb)")
    # SwiftShader draws every pixel on the CPU: a frame of the board at 1280×800 takes about two
    # seconds on two cores, at 640×480 a third of one (docs/PACKAGING.md, "The page's figures").
    parser.add_argument("--window-size", default="640,480")
    parser.add_argument("--only", help="one check by name")
    parser.add_argument("--levels-command", help="the levels example, as words (for --only levels)")
    options = parser.parse_args()
    url = options.page.rstrip("/") + "/"
    figures = {}
    checks = {
        "title": lambda p: check_title(p, url, options.out, figures),
        "hot-seat": lambda p: check_hot_seat(p, url, options.out, figures),
        "computer": lambda p: check_computer(p, url, options.out, figures, options.gap_limit_ms),
        "lesson": lambda p: check_lesson(p, url, options.out, figures),
        "setting": lambda p: check_setting_kept(p, url, options.out, figures),
        "join": lambda p: check_join(p, url, options.out, figures, options.host_command.split()),
    }
    if options.only == "game":
        checks = {"game": lambda p: play_a_game(p, url, options.out, figures)}
    if options.only == "levels":
        checks = {"levels": lambda p: measure_levels(p, url, options.out, figures, options.levels_command.split())}
    failed = []
    page = Page(options.driver, headless=not options.windowed, size=options.window_size)
    try:
        for name, check in checks.items():
            if options.only and name != options.only:
                continue
            try:
                print(f"ok   {name}: {check(page)}", flush=True)
            except Exception as error:
                failed.append(name)
                print(f"FAIL {name}: {error}", flush=True)
                try:
                    page.screenshot(f"{options.out}/{name}-failed.png")
                except Exception:
                    pass
    finally:
        page.close()
    with open(f"{options.out}/figures.json", "w") as file:
        json.dump(figures, file, indent=2)
    print(f"figures: {json.dumps(figures)}")
    if failed:
        print(f"test-web: {len(failed)} failed: {', '.join(failed)}")
        sys.exit(1)


if __name__ == "__main__":
    main()
