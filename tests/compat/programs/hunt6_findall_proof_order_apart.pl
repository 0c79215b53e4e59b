% findall/3 proofs with the same atoms in another order are two nodes in ProbLog: [green, green] is listed, with 0
0.2::col(red); 0.5::col(green); 0.3::col(blue).
warm :- col(red).
warm :- col(green).
hot(L) :- findall(C, (warm, col(C)), L).
query(hot(_)).
