% ProbLog 2.3's once/1 and call_nc/N (both are call/N there), and library(lists)'s max_list, min_list, max_member, numlist and delete as ProbLog defines them.
:- use_module(library(lists)).
0.4::p(a). 0.7::p(b). 0.5::p(c).
once_all(X) :- once(member(X, [a, b])), p(X).
nc(X) :- call_nc(member, X, [1, 2]), X > 1.
nc1(X) :- call_nc(p(X)).
mx(X) :- max_list([2, 2.0, 1], X).
mn(X) :- min_list([3, 2.0, 2], X).
mm(X) :- max_member([b, 1, "s", f(x), 2.0], X).
nl3(fails) :- \+ numlist(3, 1, _).
nl3(succeeds) :- numlist(3, 1, _).
nl2(X) :- numlist(2, 2, X).
mxp(M) :- findall(X, p(X), L), L \= [], max_member(L, M).
del(unbound) :- delete([a, B, a, c], a, X), var(B), X == [c].
del(R) :- delete([f(1), g, f(2), h], f(_), R).
query(del(_)). query(once_all(_)). query(nc(_)). query(nc1(_)). query(mx(_)). query(mn(_)).
query(mm(_)). query(nl3(_)). query(nl2(_)). query(mxp(_)).
