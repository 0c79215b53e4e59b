% warehouse inventory: list library predicates combined with uncertain deliveries
:- use_module(library(lists)).
stock(widgets, [w1, w2, w3]). stock(gadgets, [g1, g2]). stock(tools, [t1]).
0.6::delivered(X) :- stock(_, L), member(X, L).
arrived(Cat, A) :- stock(Cat, L), findall(X, (member(X, L), delivered(X)), A).
missing(Cat, M) :- stock(Cat, L), arrived(Cat, A), subtract(L, A, M).
complete(Cat) :- stock(Cat, L), arrived(Cat, A), same_length(L, A).
all_items(All) :- findall(L, stock(_, L), Ls), flat(Ls, All0), sort(All0, All).
flat([], []).
flat([L|Ls], F) :- flat(Ls, F0), append(L, F0, F).
nitems(N) :- all_items(A), length(A, N).
first_missing(Cat, X) :- missing(Cat, [X|_]).
last_item(X) :- all_items(A), last(A, X).
union_test(U) :- stock(widgets, A), stock(tools, B), union(A, B, U).
sel(R) :- stock(widgets, L), select(w2, L, R).
nth(X) :- stock(widgets, L), nth0(2, L, X).
sumw(S) :- numlist(1, 5, L), sum_list(L, S).
query(arrived(gadgets, A)).
query(missing(widgets, M)).
query(complete(Cat)).
query(nitems(N)).
query(first_missing(widgets, X)).
query(last_item(X)).
query(union_test(U)).
query(sel(R)).
query(nth(X)).
query(sumw(S)).
