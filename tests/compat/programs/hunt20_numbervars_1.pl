% numbervars, varnumbers and subsumes_term on answers that carry variables
gen(T) :- T = f(X, Y, X), numbervars(T, 0, _).
count(E) :- numbervars(g(_, _, _), 5, E).
sub(yes) :- subsumes_term(f(_, b), f(a, b)).
sub(no) :- \+ subsumes_term(f(a, b), f(_, b)).
back(T) :- varnumbers(h('$VAR'(0), '$VAR'(1), '$VAR'(0)), T), T = h(1, 2, Z), Z == 1.
query(gen(_)).
query(count(_)).
query(sub(_)).
query(back(_)).
