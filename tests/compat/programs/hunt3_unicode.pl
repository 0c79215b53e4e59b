0.5::lives('café', 'München'). 0.3::lives(zoë, 'Zürich').
city(C) :- lives(_, C).
query(lives(_, _)). query(city(_)).
