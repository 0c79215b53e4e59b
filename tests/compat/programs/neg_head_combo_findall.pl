% negative heads combined with findall/3 per world, and two negative rules for one atom
0.6::item(a). 0.5::item(b). 0.7::item(c).
0.3::\+item(b) :- flag.
0.4::\+item(c).
\+item(a) :- other, flag.
0.5::flag. 0.6::other.
0.2::\+item(c) :- other.
items(L) :- findall(X, item(X), L).
query(items(_)). query(item(_)).
