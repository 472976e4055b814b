# English captions are the demos' own PDN comments (assets/demos/); this file stays empty.
