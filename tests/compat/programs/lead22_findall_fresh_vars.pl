% written for this corpus (session 22): findall/3, all/3 and all_or_none/3 give their elements'
% unbound variables fresh ones (not the caller's), the k-th of each element the same one
:- use_module(library(lists)).
p(a). p(b).
g(f(A, B), B-A).
q(L) :- findall(X-Y, p(X), L), Y = z.
r(L) :- findall(f(Y), p(_), L).
t1 :- findall(X-Y, p(X), L), L = [_-A, _-B], A == B.
t3(L) :- findall(X-Y, p(X), L), L = [_-A|_], A = 1.
t4(L, Y) :- findall(X-Y, p(X), L).
t5(L) :- findall(X-Y-Z, p(X), L).
t6(L) :- findall(Y, member(Y, [A, B]), L).
u1(L) :- all(X-Y, p(X), L).
u2(L) :- all_or_none(X-Y, p(X), L).
u3(L) :- findall(T, g(_, T), L).
u5(L) :- findall(X-Y-Y, p(X), L), L = [_-W-_|_], W = 7.
u8(L, Y) :- Y = k, findall(X-Y, p(X), L).
u9(L) :- findall(X-Z, (p(X), Z = g(_)), L).
query(q(_)). query(r(_)). query(t1). query(t3(_)). query(t4(_, _)). query(t5(_)). query(t6(_)).
query(u1(_)). query(u2(_)). query(u3(_)). query(u5(_)). query(u8(_, _)). query(u9(_)).
