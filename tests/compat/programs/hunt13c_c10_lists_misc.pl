% written for this corpus by a find-only hunt (session 21; c10_lists_misc)
:- use_module(library(lists)).
0.5::x(1). 0.5::x(2). 0.5::x(3).
sel(L) :- findall(X, x(X), L).
s1(S) :- sel(L), sum_list(L, S).
s2(M) :- sel(L), L \= [], max_list(L, M).
s3(M) :- sel(L), L \= [], min_list(L, M).
s4(R) :- sel(L), reverse(L, R).
s5(L2) :- sel(L), append(L, [end], L2).
s6(X) :- sel(L), last(L, X).
s7(N) :- sel(L), nth1(2, L, N).
s8(S) :- sel(L), list_to_set([1|L], S).
s9(D) :- sel(L), subtract([1,2,3,4], L, D).
s10(I) :- sel(L), intersection([2,3,4], L, I).
s11(U) :- sel(L), union(L, [2,5], U).
s12(D) :- sel(L), delete(L, 2, D).
s13(E) :- sel(L), exclude([X]>>(X > 1), L, E).

s15(P) :- sel(L), permutation(L, P).
s16(N) :- sel(L), max_member(N, L).
query(s1(_)). query(s2(_)). query(s3(_)). query(s4(_)). query(s5(_)). query(s6(_)). query(s7(_)).
query(s8(_)). query(s9(_)). query(s10(_)). query(s11(_)). query(s12(_)). query(s15(_)).
