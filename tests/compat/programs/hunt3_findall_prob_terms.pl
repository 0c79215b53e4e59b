0.5::has(alice, book). 0.4::has(alice, pen). 0.3::has(bob, pen).
items(P, L) :- person(P), findall(I, has(P, I), L).
person(alice). person(bob).
pairs(L) :- findall(P-I, has(P, I), L).
query(items(_, _)).
query(pairs(_)).
