% negation and forall/2 with variables local to the negated goal, over probabilistic facts
0.6::p(1). 0.3::p(2).
a :- \+ p(2).
b :- \+ \+ p(_).
c :- forall(p(X), X > 0).
d :- forall(p(X), X > 1).
w :- writeln(_), p(1).
query(a). query(b). query(c). query(d). query(w).
