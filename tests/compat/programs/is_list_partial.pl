% is_list/1 on partial, improper and proper lists, as ProbLog 2.3 answers it
t(1, [a|_]). t(2, [a, b|_]). t(3, [a|b]). t(4, []). t(5, [a, b]). t(6, _). t(7, f(x)).
ok(N) :- t(N, L), is_list(L).
built :- X = [a|T], is_list(X), T = [b], is_list(X).
0.4::p.
prob_tail :- L = [a|_], p, is_list(L).
query(ok(_)). query(built). query(prob_tail).
