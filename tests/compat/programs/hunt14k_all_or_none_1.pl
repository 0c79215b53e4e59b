% all_or_none/3 and all/3 against findall/3 over an annotated disjunction
0.2::col(red); 0.5::col(blue).
fa(L) :- findall(C, col(C), L).
al(L) :- all(C, col(C), L).
an(L) :- all_or_none(C, col(C), L).
query(fa(_)). query(al(_)). query(an(_)).
