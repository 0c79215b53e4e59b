% ProbLog's numbervars/2,3 (the third argument is the numbered copy; the term stays unbound).
% varnumbers/2 is tested in tests/logic/test_problog_builtins.py: ProbLog's returns its engine's
% internal variables, which fail var/1 and ==/2 outside it.
0.3::a(1). 0.6::a(2).
p(E) :- T = f(X, Y, X), numbervars(T, 0, E), var(X).
q(E) :- numbervars(g(Z, h(W), Z), 3, E).
r(E) :- numbervars(k(1, V), E).
query(p(_)). query(q(_)). query(r(_)).
