% written for this corpus by a find-only hunt (session 23; Sterling & Shapiro / 99 problems recursion)
% "99 Prolog problems" P54-P61: trees built at random, count nodes and leaves, height
0.6::grow(Path).
tree(D, _, nil) :- D =:= 0.
tree(D, P, nil) :- D > 0, \+ grow(P).
tree(D, P, t(x, L, R)) :- D > 0, grow(P), D1 is D - 1, tree(D1, [l|P], L), tree(D1, [r|P], R).
count_nodes(nil, 0).
count_nodes(t(_, L, R), N) :- count_nodes(L, NL), count_nodes(R, NR), N is NL + NR + 1.
height(nil, 0).
height(t(_, L, R), H) :- height(L, HL), height(R, HR), H is max(HL, HR) + 1.
leaves(nil, 0).
leaves(t(_, nil, nil), 1).
leaves(t(_, L, R), N) :- (L \== nil ; R \== nil), leaves(L, A), leaves(R, B), N is A + B.
nodes(N) :- tree(3, [], T), count_nodes(T, N).
h(H) :- tree(3, [], T), height(T, H).
lv(N) :- tree(3, [], T), leaves(T, N).
query(nodes(_)).
query(h(_)).
query(lv(_)).
