% percent inside quotes is not a comment
label('50% chance').
label("100%").
0.5::coin('heads % tails').
query(label(_)).
query(coin(_)).
