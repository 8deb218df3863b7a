"""Every rule accounted for: each shipped rulebook edition's rule records classified against the engine.

One data file per game and edition (``data/<game>/<edition>.yaml``) says of every rule and item record whether
the engine **applies** it (a procedure cites it), **models** it (a definition the engine implements by name),
leaves it **out of scope** (with the reason) or does **not yet support** it (with what is missing), and which
shipped scenarios cite it in their expectation. :mod:`.table` reads the files (no engine needed: the rules
browser uses it); :mod:`.generate` rewrites their generated part from the game packages and the scenarios and
keeps the hand-written reasons (``judge conformance update``).
"""
