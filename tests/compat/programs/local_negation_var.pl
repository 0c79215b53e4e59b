% variables local to a negation are not clause variables of a probabilistic rule
0.5::a(1, 1). 0.5::a(1, 2). 0.4::b(2, 3).
dom(1). dom(2).
0.3::q(X) :- dom(X), \+ a(X, Y).
0.3::r(X) :- dom(X), \+ a(X, Y), \+ b(X, Y).
query(q(_)). query(r(_)).
