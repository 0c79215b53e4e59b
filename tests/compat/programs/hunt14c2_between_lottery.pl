% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% lottery: a ticket wins if it matches a random number from 1..5
0.2::drawn(1) ; 0.2::drawn(2) ; 0.2::drawn(3) ; 0.2::drawn(4) ; 0.2::drawn(5).
ticket(alice, 2). ticket(bob, 5). ticket(carl, 2).
winner(P) :- ticket(P, N), drawn(N).
nobody :- \+ winner(_).
prize_each(A) :- drawn(N), findall(P, ticket(P, N), Ws), length(Ws, K), K > 0, A is 100 / K.
even_draw :- between(1, 5, N), 0 is N mod 2, drawn(N).
query(winner(P)).
query(nobody).
query(prize_each(A)).
query(even_draw).
