% hunt12: quoted atoms with spaces, capitals and symbols in answers and in sort/2
0.5::says('Hello world'). 0.5::says('It s'). 0.4::says(plain). 0.3::says('[]x').
said(L) :- findall(X, says(X), L0), sort(L0, L).
query(says(_)).
query(said(_)).
