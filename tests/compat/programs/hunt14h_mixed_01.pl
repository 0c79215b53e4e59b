% warehouse stock with uncertain deliveries; totals by foldl and include
:- use_module(library(lists)).
:- use_module(library(apply)).
stock(bolts, 40). stock(nuts, 10). stock(gears, 3). stock(belts, 0).
0.8::delivered(nuts). 0.5::delivered(gears). 0.3::delivered(belts).
level(I, L) :- stock(I, S), delivered(I), L is S + 20.
level(I, S) :- stock(I, S), \+ delivered(I).
low(I) :- level(I, L), L < 5.
add(X, A0, A) :- A is A0 + X.
total(T) :- findall(L, (stock(I, _), level(I, L)), Ls), foldl(add, Ls, 0, T).
lows(N) :- findall(I, stock(I, _), Is), include(low, Is, Low), length(Low, N).
query(low(_)). query(total(_)). query(lows(_)).
