% a library catalogue: loans recorded as facts and derived from reservations, the first loan per book
0.6::loan(book1, ann).
0.5::loan(B, R) :- reserved(B, R).
0.4::loan(book1, bob).
reserved(book1, cid).
reserved(book2, dee).
0.7::loan(book2, eve).
borrowers(B, L) :- findall(R, loan(B, R), L).
first(B, R) :- borrowers(B, [R|_]).
query(first(book1, _)). query(first(book2, _)). query(borrowers(book2, _)).
