% hunt21: findall over a non-ground AD (one group per person) of 5 colours, and all/3 over it
person(ann). person(bob).
0.2::col(P, red); 0.2::col(P, green); 0.2::col(P, blue); 0.2::col(P, pink); 0.2::col(P, grey) :- person(P).
mine(L) :- findall(C, col(ann, C), L).
both(L) :- findall(P-C, col(P, C), L).
al(L) :- all(C, col(bob, C), L).
query(mine(_)).
query(both([ann-red, bob-blue])).
query(both([ann-red, ann-blue])).
query(al([pink])).
