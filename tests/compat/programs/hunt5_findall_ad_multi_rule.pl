% an annotated disjunction with a body that has two proofs
src(a). src(b).
0.3::light(red); 0.7::light(green) :- src(_).
l(L) :- findall(C, light(C), L).
query(l(_)).
