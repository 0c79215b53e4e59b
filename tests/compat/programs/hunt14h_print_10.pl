% write with several arguments of different kinds, and writeln of a computed list
0.6::score(ann, 7). 0.8::score(bob, 4).
report(P) :- score(P, S), Double is S * 2, write('player', P, 'scored', S, '->', Double), nl.
all_scores(L) :- findall(P-S, score(P, S), L), writeln(L).
query(report(_)).
query(all_scores(_)).
