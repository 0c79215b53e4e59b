% size: 200 customers with generated attributes, churn model with grouped queries
customer(C) :- between(1, 200, C).
segment(C, gold) :- customer(C), C mod 10 =:= 0.
segment(C, silver) :- customer(C), C mod 10 =\= 0, C mod 3 =:= 0.
segment(C, basic) :- customer(C), C mod 10 =\= 0, C mod 3 =\= 0.
0.05::churn(C) :- segment(C, gold).
0.1::churn(C) :- segment(C, silver).
0.2::churn(C) :- segment(C, basic).
lost_gold :- segment(C, gold), churn(C).
lost(C) :- between(1, 5, C), churn(C).
query(lost_gold).
query(lost(C)).
query(churn(100)).
