% merge sort and msort-free dedup with sort/2 on a list of probabilistic length; the median element per world
:- use_module(library(lists)).
0.2::len(2); 0.5::len(3); 0.3::len(4).
base([9, 4, 7, 1, 4]).
prefix_n(N, L) :- base(B), length(L, N), append(L, _, B).
msort_([], []).
msort_([X], [X]).
msort_([X, Y|T], S) :- split([X, Y|T], A, B), msort_(A, SA), msort_(B, SB), merge(SA, SB, S).
split([], [], []).
split([X], [X], []).
split([X, Y|T], [X|A], [Y|B]) :- split(T, A, B).
merge([], L, L).
merge([H|T], [], [H|T]).
merge([A|As], [B|Bs], [A|R]) :- A =< B, merge(As, [B|Bs], R).
merge([A|As], [B|Bs], [B|R]) :- A > B, merge([A|As], Bs, R).
sorted(S) :- len(N), prefix_n(N, L), msort_(L, S).
median(M) :- sorted(S), length(S, N), I is N // 2, nth0(I, S, M).
distinct(D) :- len(N), prefix_n(N, L), sort(L, D).
query(sorted(_)).
query(median(_)).
query(distinct(_)).
