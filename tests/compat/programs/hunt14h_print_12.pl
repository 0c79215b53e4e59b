% strings, escapes and numbers printed by write
w :- write("line\tone"), nl, write("dq\"x"), nl, write(0x1F), nl, write(1.5e3), nl, write(-0.5), nl.
query(w).
