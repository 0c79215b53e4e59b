% reliability of a small power grid: series lines and redundant feeds
0.95::line(l1). 0.9::line(l2). 0.85::line(l3). 0.9::line(l4). 0.8::line(l5).
0.99::line(l6). 0.7::line(l7). 0.9::line(l8). 0.95::line(l9). 0.6::line(l10).
feeds(plant, sub1, [l1, l2]). feeds(plant, sub2, [l3]). feeds(sub1, sub3, [l4]).
feeds(sub2, sub3, [l5, l6]). feeds(sub3, town, [l7]). feeds(sub1, town, [l8, l9]). feeds(sub2, town, [l10]).
all_up([]).
all_up([L|Ls]) :- line(L), all_up(Ls).
powered(plant).
powered(Y) :- feeds(X, Y, Ls), powered(X), all_up(Ls).
query(powered(town)). query(powered(sub3)).
