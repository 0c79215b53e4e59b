% nl/0 and write/N with several arguments inside a deterministic derivation
msg :- write(a, 1, 'B c'), nl, writeln(done, "s"), write([1,2]), nl.
0.5::x.
q :- x, msg.
query(q).
