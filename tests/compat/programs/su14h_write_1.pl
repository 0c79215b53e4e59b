% write/1 and writenl inside rules that are queried, with probabilistic facts: output once per grounding
0.5::a. 0.4::b.
p :- write(start_p), nl, a, write(after_a), nl.
q :- p, write(in_q), nl, b.
r(X) :- member_(X, [1, 2]), write(r(X)), nl.
member_(X, [X|_]).
member_(X, [_|T]) :- member_(X, T).
query(q). query(p). query(r(X)).
