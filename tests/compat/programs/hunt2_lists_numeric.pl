% sum_list, max_list, min_list, max_member, numlist, last over a random list
:- use_module(library(lists)).
0.5::roll(a, 3); 0.5::roll(a, 5).
0.4::roll(b, 1); 0.6::roll(b, 6).
0.2::roll(c, 2); 0.8::roll(c, 4).
rolls(L) :- findall(V, roll(_, V), L).
total(S) :- rolls(L), sum_list(L, S).
best(M) :- rolls(L), max_list(L, M).
worst(M) :- rolls(L), min_list(L, M).
top(M) :- rolls(L), max_member(L, M).
final(X) :- rolls(L), last(L, X).
range_ok :- numlist(1, 6, R), rolls(L), subtract(L, R, []).
query(total(_)). query(best(_)). query(worst(_)). query(top(_)). query(final(_)). query(range_ok).
